import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { allBookings } from "../../../test/booking-rows";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { staffCall, staffClub, walkIn } from "../../../test/staff-booking-helpers";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`staff bookings: bad input (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof staffClub>>;
  let booking: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    setup = await staffClub(t);
    booking = await insertBooking(t.ctx.db, setup.court, new Date("2026-11-24T13:00:00Z"), 60);
  });
  afterAll(() => t.close());

  const create = (overrides: object) => walkIn(setup.court, "2026-11-25", "10:00", overrides);
  const cases: [string, string, string, () => object, string][] = [
    ["status p50", "POST", "create_booking", () => create({ status: "p50" }), "data.status"],
    ["status p100", "POST", "create_booking", () => create({ status: "p100" }), "data.status"],
    ["unknown status", "POST", "create_booking", () => create({ status: "zz" }), "data.status"],
    ["unknown type", "POST", "create_booking", () => create({ booking_type: "party" }), "data.booking_type"],
    ["price without reason", "POST", "create_booking", () => create({ price: 1000 }), "data.price_reason"],
    ["player and walk-in", "POST", "create_booking", () => create({ user_id: 1 }), "data.walk_in_name"],
    [
      "nobody",
      "POST",
      "create_booking",
      () => create({ walk_in_name: undefined, walk_in_phone: undefined }),
      "data.walk_in_name",
    ],
    ["53 weeks", "POST", "create_booking", () => create({ repeat_weeks: 53 }), "data.repeat_weeks"],
    ["negative weeks", "POST", "create_booking", () => create({ repeat_weeks: -1 }), "data.repeat_weeks"],
    ["50 minutes", "POST", "create_booking", () => create({ duration_int: 50 }), "data.duration_int"],
    [
      "a letter in the phone",
      "POST",
      "create_booking",
      () => create({ walk_in_phone: "9x" }),
      "data.walk_in_phone",
    ],
    ["25:00", "POST", "create_booking", () => create({ start_time: "25:00" }), "data.start_time"],
    ["2026-02-30", "POST", "create_booking", () => create({ date: "2026-02-30" }), "data.date"],
    ["update to p100", "PUT", "update_booking/:id", () => ({ data: { status: "p100" } }), "data.status"],
    ["update price alone", "PUT", "update_booking/:id", () => ({ data: { price: 1 } }), "data.price_reason"],
    ["no reason", "PUT", "cancel_booking/:id", () => ({}), "reason"],
    ["blank reason", "PUT", "cancel_booking/:id", () => ({ reason: "   " }), "reason"],
    ["30 %", "POST", "pay_booking/:id", () => ({ method: "cash", percentage: 30 }), "percentage"],
    ["bitcoin", "POST", "pay_booking/:id", () => ({ method: "bitcoin", percentage: 50 }), "method"],
    ["bad day", "GET", "get_bookings_by_date/2026-13-01", () => ({}), "date"],
  ];

  it.each(cases)("%s: 400 on its field, nothing written", async (_, method, path, body, field) => {
    const res = await staffCall(
      t,
      setup.admin.token,
      method as "GET" | "POST" | "PUT",
      path.replace(":id", String(booking.id)),
      method === "GET" ? undefined : body(),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    const rows = await allBookings(t.ctx.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "p0", price: 20000, cancelledAt: null });
  });

  it("says why p50 and p100 cannot be set by hand", async () => {
    const res = await staffCall(t, setup.admin.token, "POST", "create_booking", create({ status: "p100" }));
    expect(res.json().error.details[0].message).toBe(
      "Abonado (p50) y Pagado (p100) se obtienen cobrando la reserva",
    );
  });
});
