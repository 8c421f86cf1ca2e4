import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, insertBooking } from "../../test/booking-factories";
import { createClub } from "../../test/factories";
import { onPostgres, openTestDatabase } from "../../test/harness";
import { type Database, EXCLUSION_VIOLATION, pgErrorOf } from "./client";
import { bookings, courtSchedules } from "./schema";

// The last word on double booking is the database's, whatever the code above it does.
describe(`bookings of one court never overlap (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00-03:00`);
  async function refusal(promise: Promise<unknown>) {
    return promise.then(
      () => "stored",
      (error: unknown) => pgErrorOf(error),
    );
  }

  it("refuses an overlapping booking and accepts one that starts when the other ends", async () => {
    const club = await createClub(database.db);
    const court = await createCourt(database.db, club.id);
    const other = await createCourt(database.db, club.id);
    await insertBooking(database.db, court, at("10:00"), 90);
    expect(await refusal(insertBooking(database.db, court, at("11:00"), 60))).toEqual({
      code: EXCLUSION_VIOLATION,
      constraint: "bookings_no_overlap",
    });
    expect(await refusal(insertBooking(database.db, court, at("09:30"), 120))).toMatchObject({
      code: EXCLUSION_VIOLATION,
    });
    await insertBooking(database.db, court, at("11:30"), 60);
    await insertBooking(database.db, court, at("09:00"), 60);
    await insertBooking(database.db, other, at("10:30"), 60);
  });

  it("a cancelled booking frees its slot", async () => {
    const club = await createClub(database.db);
    const court = await createCourt(database.db, club.id);
    const first = await insertBooking(database.db, court, at("18:00"), 60);
    await database.db
      .update(bookings)
      .set({ cancelledAt: new Date(), cancelReason: "Lluvia" })
      .where(eq(bookings.id, first.id));
    await insertBooking(database.db, court, at("18:00"), 60);
  });

  it("an end that does not match the duration is refused", async () => {
    const club = await createClub(database.db);
    const court = await createCourt(database.db, club.id);
    expect(
      await refusal(insertBooking(database.db, court, at("08:00"), 60, { endsAt: at("08:30") })),
    ).toMatchObject({ code: "23514", constraint: "bookings_span_check" });
  });

  it("opening-hours spans of one court and weekday do not overlap", async () => {
    const club = await createClub(database.db);
    const court = await createCourt(database.db, club.id);
    const span = { clubId: club.id, courtId: court.id, weekday: 2, slotMinutes: 30, band: "off_peak" };
    await database.db.insert(courtSchedules).values({ ...span, startMinute: 480, endMinute: 1080 });
    await database.db
      .insert(courtSchedules)
      .values({ ...span, startMinute: 1080, endMinute: 1380, band: "peak" });
    expect(
      await refusal(
        database.db.insert(courtSchedules).values({ ...span, startMinute: 1020, endMinute: 1140 }),
      ),
    ).toMatchObject({ code: EXCLUSION_VIOLATION, constraint: "court_schedules_no_overlap" });
    await database.db
      .insert(courtSchedules)
      .values({ ...span, weekday: 3, startMinute: 1020, endMinute: 1140 });
  });
});
