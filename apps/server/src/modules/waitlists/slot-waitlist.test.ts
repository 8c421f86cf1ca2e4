import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createAdmin, createClub } from "../../../test/factories";
import { onPostgres } from "../../../test/harness";
import { inboxOf, startMailTestApp } from "../../../test/mail-inbox";
import { stored } from "../../../test/stored";
import { BEFORE, DAY, waitlistScenes } from "../../../test/waitlist-scenes";

const clock = testClock(BEFORE);

describe(`a taken slot's waitlist (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let mail: Awaited<ReturnType<typeof startMailTestApp>>;
  beforeAll(async () => {
    mail = await startMailTestApp(clock.now);
  });
  afterAll(() => mail.close());
  const { call, player, bookedCourt, runJobs, noticesOf } = waitlistScenes(() => mail.t, clock);
  const wait = (token: string | undefined, body: object) =>
    call("POST", "/api/booking/join_slot_waitlist", token, body);
  const slot = (clubId: number, courtId?: number) => ({
    club_id: clubId,
    ...(courtId === undefined ? {} : { court_id: courtId }),
    date: DAY,
    start_time: "19:00",
    duration_int: 90,
  });

  it("lets players wait for a taken court or any court, and tells them in the order they joined when it frees", async () => {
    const { club, court, booker, bookingSlug } = await bookedCourt();
    const [ana, bea] = [await player(), await player()];
    const first = await wait(ana.token, slot(club.id, court.id));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      club: { id: club.id, name: club.name },
      court_id: court.id,
      court_name: "Cancha 2",
      date: DAY,
      start_time: "19:00",
      end_time: "20:30",
      duration_int: 90,
    });
    expect((await wait(bea.token, slot(club.id))).json()).toMatchObject({ court_id: null, court_name: null });
    const mine = await call("GET", `/api/booking/get_my_slot_waitlists/${club.id}/${DAY}`, bea.token);
    expect(mine.json()).toMatchObject({ waits: [{ court_id: null, start_time: "19:00" }] });
    const twice = await wait(ana.token, slot(club.id, court.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: "Ya esperas ese horario" } });

    expect((await call("PUT", `/api/booking/cancel_booking/${bookingSlug}`, booker.token)).statusCode).toBe(
      200,
    );
    await runJobs("slot-freed", BEFORE);
    const [anaNotice] = await noticesOf(ana.id);
    const [beaNotice] = await noticesOf(bea.id);
    expect(anaNotice).toEqual({
      type: "slot_freed",
      title: "Se liberó el horario que esperabas",
      message: expect.stringMatching(
        /^Cancha 2 de Club .+, Miércoles, 3 de marzo de 2027, 19:00 \(1 h 30 min\)\. Se lo lleva/,
      ),
      link: `/court?club=${club.id}&fecha=${DAY}`,
    });
    expect(beaNotice?.message).toMatch(/^Una cancha de /);
    const notices = await stored<{ user_id: number }>(mail.t.ctx.db)`
      select user_id from notifications where notification_type = 'slot_freed' and club_id = ${club.id} order by id`;
    expect(notices.map((row) => row.user_id)).toEqual([ana.id, bea.id]);
    const [freedMail] = await inboxOf(mail.smtp).received(ana.email, 1, "Se liberó el horario que esperabas");
    expect(freedMail?.text).toContain(`https://club.example.cl/court?club=${club.id}&fecha=${DAY}`);
    // Told once: they left the waitlist.
    expect(
      (await call("GET", `/api/booking/get_my_slot_waitlists/${club.id}/${DAY}`, ana.token)).json(),
    ).toEqual({
      waits: [],
    });
  });

  it("tells those waiting when an unpaid online hold runs out", async () => {
    const { club, court } = await bookedCourt({ onlinePaymentPercentage: 100, bookingHoldMinutes: 15 });
    const waiting = await player();
    expect((await wait(waiting.token, slot(club.id, court.id))).statusCode).toBe(200);
    // Within the hold nothing is owed yet.
    expect(await noticesOf(waiting.id)).toEqual([]);
    await runJobs("booking-hold-end", "2027-03-01T12:16:00Z");
    expect((await noticesOf(waiting.id)).map((notice) => notice.type)).toEqual(["slot_freed"]);
  });

  it("tells those waiting when the club cancels the booking", async () => {
    const { club, court, bookingSlug } = await bookedCourt();
    const admin = await createAdmin(mail.t.ctx.db, mail.t.ctx.tokens, club.id);
    const waiting = await player();
    expect((await wait(waiting.token, slot(club.id, court.id))).statusCode).toBe(200);
    const cancelled = await call(
      "PUT",
      `/api/admin/booking/cancel_booking/${Number(bookingSlug.slice(16))}`,
      admin.token,
      {
        reason: "Mantención de la cancha",
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runJobs("slot-freed", BEFORE);
    expect((await noticesOf(waiting.id)).map((notice) => notice.type)).toEqual(["slot_freed"]);
  });

  it("refuses a free slot (409), a wrong field (400), no token (401), another club's court (404), and lets a wait go", async () => {
    const { club, court } = await bookedCourt();
    const other = await createClub(mail.t.ctx.db);
    const otherCourt = await createBookableCourt(mail.t.ctx.db, other.id);
    const { token, id } = await player();
    const free = await wait(token, { ...slot(club.id, court.id), start_time: "17:00" });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ error: { message: "Cancha 2 está libre a esa hora: resérvala" } });
    const badTime = await wait(token, { ...slot(club.id, court.id), start_time: "25:00" });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject({ error: { details: [{ field: "start_time" }] } });
    const past = await wait(token, { ...slot(club.id, court.id), date: "2027-02-27" });
    expect(past.json()).toMatchObject({ error: { details: [{ field: "date" }] } });
    expect((await wait(undefined, slot(club.id, court.id))).statusCode).toBe(401);
    expect((await call("GET", `/api/booking/get_my_slot_waitlists/${club.id}/${DAY}`)).statusCode).toBe(401);
    expect((await call("PUT", "/api/booking/leave_slot_waitlist/1")).statusCode).toBe(401);
    const noClub = await call("GET", `/api/booking/get_my_slot_waitlists/999999/${DAY}`, token);
    expect(noClub.statusCode).toBe(404);
    const badDay = await call("GET", `/api/booking/get_my_slot_waitlists/${club.id}/2027-02-30`, token);
    expect(badDay.json()).toMatchObject({ error: { details: [{ field: "date" }] } });
    expect((await wait(token, slot(club.id, otherCourt.id))).statusCode).toBe(404);
    expect(await stored(mail.t.ctx.db)`select id from slot_waitlist where user_id = ${id}`).toEqual([]);

    const waited = (await wait(token, slot(club.id, court.id))).json() as { id: number };
    const stranger = await player();
    expect(
      (await call("PUT", `/api/booking/leave_slot_waitlist/${waited.id}`, stranger.token)).statusCode,
    ).toBe(404);
    const left = await call("PUT", `/api/booking/leave_slot_waitlist/${waited.id}`, token);
    expect(left.json()).toEqual({ ok: true, message: "Ya no esperas ese horario" });
    expect((await call("PUT", `/api/booking/leave_slot_waitlist/${waited.id}`, token)).statusCode).toBe(404);
  });
});
