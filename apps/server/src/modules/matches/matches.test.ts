import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, PEAK_PRICES, testClock } from "../../../test/booking-factories";
import { createClub, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

const clock = testClock("2026-11-23T12:00:00Z");
const DAY = "2026-11-25";

type MatchBody = {
  slug: string;
  free_places: number;
  shares: number[];
  players: { username: string; name: string; category: string; side: string | null; booker: boolean }[];
  category_range: { strongest: string; weakest: string; label: string } | null;
  closed: boolean;
};

describe(`matches (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  async function player(category: string | null, names = { name: "Ana", lastname: "Pérez" }) {
    const user = await createUser(t.ctx.db, { category, phone: "+56 9 5555 1234", ...names });
    return { user, token: await t.ctx.tokens.sign(user.id) };
  }

  /** A club with a court, and a booking of `booker` at 19:00 (peak, 90 minutes) on DAY. */
  async function bookedCourt(start = "19:00") {
    const club = await createClub(t.ctx.db, { cancellationHours: 24 });
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha 2" });
    const booker = await player("4ta", { name: "Benja", lastname: "soto" });
    const res = await call("POST", "/api/booking/create_booking", booker.token, {
      club_id: club.id,
      court_id: court.id,
      date: DAY,
      start_time: start,
      duration_int: 90,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { club, booker, bookingSlug: (res.json() as { slug: string }).slug };
  }

  async function openMatch(body: object = {}) {
    const scene = await bookedCourt();
    const res = await call("POST", "/api/match/create_match", scene.booker.token, {
      booking_slug: scene.bookingSlug,
      open_places: 3,
      visibility: "public",
      strongest_category: "M3ra",
      weakest_category: "M5ta",
      side: "drive",
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...scene, match: res.json() as MatchBody };
  }

  it("opens a booking as a match: the booker in, places free, each share of the price in whole pesos", async () => {
    const { match, booker } = await openMatch({ open_places: 2 });
    const mine = await call("GET", "/api/booking/get_my_bookings", booker.token);
    expect(mine.json()).toMatchObject({ bookings: [{ match_slug: match.slug }] });
    expect(match.slug).toMatch(/^[\w-]{16}\d+$/);
    expect(match.free_places).toBe(2);
    expect(match.shares).toEqual([7_000, 7_000, 7_000, 7_000]);
    expect(match.shares.reduce((sum, share) => sum + share, 0)).toBe(PEAK_PRICES[90]);
    expect(match.category_range).toEqual({ strongest: "M3ra", weakest: "M5ta", label: "M3ra a M5ta" });
    expect(match.players).toEqual([
      { username: expect.any(String), name: "Benja S.", category: "M4ta", side: "drive", booker: true },
    ]);
  });

  it("shows the match to anyone with the link, without a token and without personal data", async () => {
    const { match, booker } = await openMatch();
    const res = await call("GET", `/api/match/find_match/${match.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(booker.user.email);
    expect(res.body).not.toContain("5555");
    expect(res.body).not.toContain("soto");
    const wrongToken = `${"x".repeat(16)}${match.slug.slice(16)}`;
    expect((await call("GET", `/api/match/find_match/${wrongToken}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/match/find_match/corto")).statusCode).toBe(404);
  });

  it("refuses another player's booking (404), a second match of one booking (409) and a range upside down (400)", async () => {
    const { bookingSlug, booker } = await bookedCourt();
    const stranger = await player("4ta");
    const body = { booking_slug: bookingSlug, open_places: 1, visibility: "link" };
    expect((await call("POST", "/api/match/create_match", stranger.token, body)).statusCode).toBe(404);
    expect((await call("POST", "/api/match/create_match", undefined, body)).statusCode).toBe(401);
    const upsideDown = await call("POST", "/api/match/create_match", booker.token, {
      ...body,
      strongest_category: "M5ta",
      weakest_category: "M3ra",
    });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json()).toMatchObject({
      error: { details: [{ field: "weakest_category", message: expect.stringContaining("al revés") }] },
    });
    const oneEnd = await call("POST", "/api/match/create_match", booker.token, {
      ...body,
      strongest_category: "M3ra",
    });
    expect(oneEnd.statusCode).toBe(400);
    const badCode = await call("POST", "/api/match/create_match", booker.token, {
      ...body,
      strongest_category: "3ra",
    });
    expect(badCode.statusCode).toBe(400);
    const tooMany = await call("POST", "/api/match/create_match", booker.token, { ...body, open_places: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect((await call("POST", "/api/match/create_match", booker.token, body)).statusCode).toBe(200);
    const again = await call("POST", "/api/match/create_match", booker.token, body);
    expect(again.statusCode).toBe(409);
  });

  it("lets players in range join until it is full; refuses the booker, a second join, and anyone out of range", async () => {
    const { match, booker } = await openMatch({ open_places: 2 });
    const join = (token: string, side?: string) =>
      call("POST", `/api/match/join_match/${match.slug}`, token, side ? { side } : {});
    const fifth = await player("5ta", { name: "Carla", lastname: "Muñoz" });
    const joined = await join(fifth.token, "reves");
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      free_places: 1,
      players: [{ booker: true }, { name: "Carla M.", category: "M5ta", side: "reves", booker: false }],
    });
    expect((await join(fifth.token)).json()).toMatchObject({
      error: { message: "Ya estás en este partido" },
    });
    expect((await join(booker.token)).statusCode).toBe(409);
    const second = await player("2da");
    const outOfRange = await join(second.token);
    expect(outOfRange.statusCode).toBe(409);
    expect(outOfRange.json()).toMatchObject({
      error: { message: "Tu categoría (M2da) no está en el rango del partido (M3ra a M5ta)" },
    });
    const none = await join((await player(null)).token);
    expect(none.json()).toMatchObject({ error: { message: expect.stringContaining("elige tu categoría") } });
    expect((await join((await player("3ra")).token)).statusCode).toBe(200);
    const full = await join((await player("4ta")).token);
    expect(full.json()).toMatchObject({ error: { message: "El partido está completo" } });
    expect((await call("POST", `/api/match/join_match/${match.slug}`, undefined, {})).statusCode).toBe(401);
  });

  it("lets a player leave before the club's cancellation window, never the booker, and frees the place", async () => {
    const { match, booker } = await openMatch({ open_places: 1 });
    const guest = await player("4ta");
    expect((await call("POST", `/api/match/join_match/${match.slug}`, guest.token, {})).statusCode).toBe(200);
    const leave = (token: string) => call("PUT", `/api/match/leave_match/${match.slug}`, token);
    expect((await leave(booker.token)).statusCode).toBe(409);
    const left = await leave(guest.token);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ free_places: 1 });
    expect((await leave(guest.token)).json()).toMatchObject({
      error: { message: "No estás en este partido" },
    });
    expect((await call("POST", `/api/match/join_match/${match.slug}`, guest.token, {})).statusCode).toBe(200);
    // The day before the match, inside the 24 hours: too late to leave.
    clock.set(`2026-11-24T23:00:00Z`);
    try {
      const late = await leave(guest.token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: { message: expect.stringContaining("24 horas antes") } });
      const still = await call("GET", `/api/match/find_match/${match.slug}`);
      expect(still.json()).toMatchObject({ free_places: 0 });
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
  });

  it("lists a club's public matches with a free place on a day, for a category when asked", async () => {
    const { match, club } = await openMatch();
    const list = async (query: string) => {
      const res = await call("GET", `/api/match/get_open_matches?club_id=${club.id}&date=${DAY}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { matches: MatchBody[] }).matches.map((m) => m.slug);
    };
    expect(await list("")).toEqual([match.slug]);
    expect(await list("&category=M4ta")).toEqual([match.slug]);
    expect(await list("&category=M2da")).toEqual([]);
    expect(await list("&category=FB")).toEqual([]);
    const open = await openMatch({ strongest_category: undefined, weakest_category: undefined });
    const openList = await call(
      "GET",
      `/api/match/get_open_matches?club_id=${open.club.id}&date=${DAY}&category=FB`,
    );
    expect(openList.json()).toMatchObject({ matches: [{ slug: open.match.slug, category_range: null }] });
    const far = await call("GET", `/api/match/get_open_matches?club_id=${club.id}&date=9999-12-31`);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ error: { details: [{ field: "date" }] } });
    const otherDay = await call("GET", `/api/match/get_open_matches?club_id=${club.id}&date=2026-11-26`);
    expect(otherDay.json()).toMatchObject({ matches: [], pagination: { total: 0 } });
    expect(
      (await call("GET", `/api/match/get_open_matches?club_id=${club.id}&date=${DAY}&category=M7ma`))
        .statusCode,
    ).toBe(400);
  });

  it("closes a match whose unpaid booking lost its hold: not listed, no one joins, none opened from it", async () => {
    const club = await createClub(t.ctx.db, { onlinePaymentPercentage: 50, bookingHoldMinutes: 15 });
    const court = await createBookableCourt(t.ctx.db, club.id);
    const booker = await player("4ta");
    const booked = await call("POST", "/api/booking/create_booking", booker.token, {
      club_id: club.id,
      court_id: court.id,
      date: DAY,
      start_time: "20:00",
      duration_int: 60,
    });
    const bookingSlug = (booked.json() as { slug: string }).slug;
    const body = { booking_slug: bookingSlug, open_places: 3, visibility: "public" };
    const opened = await call("POST", "/api/match/create_match", booker.token, body);
    expect(opened.statusCode, opened.body).toBe(200);
    const { slug } = opened.json() as MatchBody;
    clock.set("2026-11-23T12:20:00Z");
    try {
      expect((await call("GET", `/api/match/find_match/${slug}`)).json()).toMatchObject({ closed: true });
      const joined = await call("POST", `/api/match/join_match/${slug}`, (await player("4ta")).token, {});
      expect(joined.json()).toMatchObject({ error: { message: "Este partido ya no recibe jugadores" } });
      const listed = await call("GET", `/api/match/get_open_matches?club_id=${club.id}&date=${DAY}`);
      expect(listed.json()).toMatchObject({ matches: [] });
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
  });

  it("leaves out of the list a match by link only and a full one", async () => {
    const hidden = await openMatch({ visibility: "link" });
    const list = await call("GET", `/api/match/get_open_matches?club_id=${hidden.club.id}&date=${DAY}`);
    expect(list.json()).toMatchObject({ matches: [] });
    const full = await openMatch({
      open_places: 1,
      strongest_category: undefined,
      weakest_category: undefined,
    });
    const guest = await player(null);
    expect((await call("POST", `/api/match/join_match/${full.match.slug}`, guest.token, {})).statusCode).toBe(
      200,
    );
    const after = await call("GET", `/api/match/get_open_matches?club_id=${full.club.id}&date=${DAY}`);
    expect(after.json()).toMatchObject({ matches: [] });
  });
});
