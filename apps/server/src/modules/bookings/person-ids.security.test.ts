import * as contract from "@club/contract";
import { endpointsOf, requestParts, schemaLeaves } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { startSmtpCatcher } from "../../../test/smtp-catcher";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");
// Long enough for a mail the app wrongly sent to reach the catcher.
const SETTLE_MS = 500;
const MISSING_ID = 2_000_000_000;

type Court = { id: number };

/**
 * Every route whose request body names a person by id: where the id goes, and a body that would be
 * accepted for one of the club's players. The last test checks this list against the contract.
 */
const PERSON_ID_ROUTES = [
  {
    endpoint: contract.createStaffBooking,
    field: "data.user_id",
    body: (court: Court, userId: number, start: string) => ({
      data: {
        court_id: court.id,
        date: "2026-11-24",
        start_time: start,
        duration_int: 60,
        status: "p0",
        booking_type: "match",
        user_id: userId,
      },
    }),
  },
];

/**
 * Routes whose person id must name a player of one booking's match, not merely of the club: each is
 * proven in its own test (anyone else, of this club or another, is the same 404 as a missing id).
 */
const MATCH_PLAYER_ROUTES = [
  { endpoint: contract.payStaffBooking, field: "player_id", test: "modules/matches/match-shares.test.ts" },
];

// A body field that names a person, by its name.
const PERSON_FIELD = /(^|_)(user|player|client|member|person|customer|admin)(_id)?$/;

describe(`a person named by id in a request body (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let mine: Awaited<ReturnType<typeof createAdmin>>;
  let court: Court;
  let strangers: { kind: string; id: number; email: string }[];
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ now: clock.now, config: { smtpUrl: smtp.url } });
    mine = await createAdmin(t.ctx.db, t.ctx.tokens);
    court = await createBookableCourt(t.ctx.db, mine.clubId);
    const theirs = await createAdmin(t.ctx.db, t.ctx.tokens);
    // Names and a phone no answer may ever show.
    const secret = { name: "Secreta", lastname: "Ajena", phone: "+56 9 8765 4321" };
    const theirPlayer = await createUser(t.ctx.db, { clubId: theirs.clubId, ...secret });
    const theirAdmin = await createUser(t.ctx.db, {
      clubId: theirs.clubId,
      role: "club_administrator",
      ...secret,
    });
    const nobodysPlayer = await createUser(t.ctx.db, secret);
    strangers = [
      { kind: "another club's player", id: theirPlayer.id, email: theirPlayer.email },
      { kind: "another club's administrator", id: theirAdmin.id, email: theirAdmin.email },
      { kind: "a player of no club", id: nobodysPlayer.id, email: nobodysPlayer.email },
    ];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (route: (typeof PERSON_ID_ROUTES)[number], payload: object) =>
    t.app.inject({
      method: route.endpoint.method,
      url: route.endpoint.path,
      headers: bearer(mine.token),
      payload,
    });
  const bookingCount = async () =>
    (await stored<{ n: number }>(t.ctx.db)`select count(*)::int as n from bookings`)[0]?.n;

  it.each(PERSON_ID_ROUTES)(
    "$field of $endpoint.path: anyone outside the club is a missing id",
    async (route) => {
      const before = await bookingCount();
      const missing = await call(route, route.body(court, MISSING_ID, "10:00"));
      expect(missing.statusCode, missing.body).toBe(404);
      const refusal = { code: missing.json().error.code, message: missing.json().error.message };
      expect(refusal).toEqual({ code: "NOT_FOUND", message: "Jugador no encontrado" });
      // The order of the checks tells nothing either: with a court that does not exist too.
      const nowhere = { id: MISSING_ID };
      const missingBoth = await call(route, route.body(nowhere, MISSING_ID, "10:00"));

      for (const stranger of strangers) {
        const res = await call(route, route.body(court, stranger.id, "11:00"));
        expect(res.statusCode, `${stranger.kind}: ${res.body}`).toBe(404);
        const { requestId: _, ...error } = res.json().error;
        const { requestId: __, ...expected } = missing.json().error;
        expect(error, stranger.kind).toEqual(expected);
        expect(res.body).not.toMatch(/Secreta|Ajena|8765/);
        const both = await call(route, route.body(nowhere, stranger.id, "11:00"));
        expect(both.statusCode, stranger.kind).toBe(missingBoth.statusCode);
        expect(both.json().error.message, stranger.kind).toBe(missingBoth.json().error.message);
      }
      expect(await bookingCount()).toBe(before);
      // What the staff can read afterwards names none of them.
      const day = await t.app.inject({
        method: "GET",
        url: "/api/admin/booking/get_bookings_by_date/2026-11-24",
        headers: bearer(mine.token),
      });
      expect(day.statusCode).toBe(200);
      expect(day.body).not.toMatch(/Secreta|Ajena|8765/);
    },
  );

  it.each(PERSON_ID_ROUTES)(
    "$field of $endpoint.path: the club's player and administrator are accepted",
    async (route) => {
      const player = await createUser(t.ctx.db, { clubId: mine.clubId });
      const admin = await createUser(t.ctx.db, { clubId: mine.clubId, role: "club_administrator" });
      for (const [person, start] of [
        [player, "14:00"],
        [admin, "15:00"],
      ] as const) {
        const res = await call(route, route.body(court, person.id, start));
        expect(res.statusCode, res.body).toBe(200);
      }
      await expect.poll(() => smtp.recipients.includes(player.email), { timeout: 10_000 }).toBe(true);
    },
  );

  it("sends no e-mail to anyone outside the club", async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const stranger of strangers) expect(smtp.recipients, stranger.kind).not.toContain(stranger.email);
  });

  it("lists every route whose body names a person", () => {
    const found = endpointsOf(contract).flatMap((endpoint) =>
      requestParts(endpoint)
        .filter(([part]) => part === "body")
        .flatMap(([, schema]) => [...schemaLeaves(schema)])
        .filter((leaf) => leaf.kind === "id" && PERSON_FIELD.test(String(leaf.path.at(-1))))
        .map((leaf) => `${endpoint.path} ${leaf.path.join(".")}`),
    );
    const listed = [...PERSON_ID_ROUTES, ...MATCH_PLAYER_ROUTES];
    expect(found.sort()).toEqual(listed.map((r) => `${r.endpoint.path} ${r.field}`).sort());
  });
});
