import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { BEFORE, waitlistScenes } from "../../../test/waitlist-scenes";

const clock = testClock(BEFORE);

type Waitlist = {
  waiting: number;
  held_places: number;
  mine: { place: number; offer: { ends_at: string; end_time: string } | null } | null;
};

describe(`a full match's waitlist (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());
  const { call, player, match } = waitlistScenes(() => t, clock);
  const joinWaitlist = (slug: string, token?: string) =>
    call("POST", `/api/match/join_waitlist/${slug}`, token);
  const leaveWaitlist = (slug: string, token?: string) =>
    call("PUT", `/api/match/leave_waitlist/${slug}`, token);
  const find = async (slug: string, token?: string) =>
    (await call("GET", `/api/match/find_match/${slug}`, token)).json() as { waitlist: Waitlist };

  it("lines players up first come first served, tells each their place, and lets them leave", async () => {
    const { slug } = await match();
    const [ana, bea] = [await player("5ta"), await player("3ra")];
    const first = await joinWaitlist(slug, ana.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ waiting: 1, held_places: 0, mine: { place: 1, offer: null } });
    expect((await joinWaitlist(slug, bea.token)).json()).toMatchObject({ waiting: 2, mine: { place: 2 } });
    expect((await find(slug, bea.token)).waitlist).toEqual({
      waiting: 2,
      held_places: 0,
      mine: { place: 2, offer: null },
    });
    // Anyone else, and a visitor, see the line without a place of theirs.
    expect((await find(slug)).waitlist).toEqual({ waiting: 2, held_places: 0, mine: null });
    expect((await find(slug, "no-es-un-token")).waitlist.mine).toBeNull();
    const left = await leaveWaitlist(slug, ana.token);
    expect(left.json()).toEqual({ waiting: 1, held_places: 0, mine: null });
    expect((await find(slug, bea.token)).waitlist.mine).toEqual({ place: 1, offer: null });
    const again = await leaveWaitlist(slug, ana.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: "No estás en la lista de espera de este partido" },
    });
  });

  it("refuses who could not join (409 in words), a second entry, and a match with a free place", async () => {
    const { slug, booker, players } = await match({ openPlaces: 2 });
    const refused = async (token: string, message: string) => {
      const res = await joinWaitlist(slug, token);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: { message } });
    };
    await refused(booker.token, "Ya estás en este partido");
    await refused((players[0] as { token: string }).token, "Ya estás en este partido");
    await refused(
      (await player("2da")).token,
      "La lista de espera es para quienes pueden jugarlo: M3ra a M5ta",
    );
    await refused(
      (await player(null)).token,
      "La lista de espera es para quienes pueden jugarlo: M3ra a M5ta",
    );
    const waiting = await player();
    expect((await joinWaitlist(slug, waiting.token)).statusCode).toBe(200);
    await refused(waiting.token, "Ya estás en la lista de espera de este partido");

    const notFull = await match({ openPlaces: 2, joined: 1 });
    const res = await joinWaitlist(notFull.slug, (await player()).token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { message: "El partido tiene un cupo libre: únete directamente" },
    });
  });

  it("answers 401 without a token, 404 for a match that does not exist, 400 on a slug too long", async () => {
    const { slug } = await match();
    const { token } = await player();
    expect((await joinWaitlist(slug)).statusCode).toBe(401);
    expect((await leaveWaitlist(slug)).statusCode).toBe(401);
    const wrong = `${"x".repeat(16)}${slug.slice(16)}`;
    expect((await joinWaitlist(wrong, token)).statusCode).toBe(404);
    expect((await leaveWaitlist(wrong, token)).statusCode).toBe(404);
    const long = await joinWaitlist("x".repeat(65), token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { details: [{ field: "slug" }] } });
  });

  it("refuses an account whose e-mail is not confirmed, and a match whose booking was cancelled", async () => {
    const { slug, booker, bookingSlug } = await match();
    const unconfirmed = await player();
    await stored(t.ctx.db)`update users set email_confirmed_at = null where id = ${unconfirmed.id}`;
    const res = await joinWaitlist(slug, unconfirmed.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: "EMAIL_NOT_CONFIRMED" } });
    expect((await call("PUT", `/api/booking/cancel_booking/${bookingSlug}`, booker.token)).statusCode).toBe(
      200,
    );
    const closed = await joinWaitlist(slug, (await player()).token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: { message: "Este partido ya no recibe jugadores" } });
  });
});
