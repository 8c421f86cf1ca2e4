import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { bookingRow } from "../../../test/payment-helpers";

const WEEKDAY = (weekday: number, start: string, end: string, band = "off_peak", id?: number) => ({
  ...(id === undefined ? {} : { id }),
  weekday,
  start_time: start,
  end_time: end,
  slot_minutes: 30,
  band,
});
const PRICES = [
  { band: "off_peak", duration_int: 60, price: 16000 },
  { band: "peak", duration_int: 90, price: 33000 },
];

describe("courts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, data: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/court/create_court",
      headers: bearer(token),
      payload: { data },
    });
  const update = (token: string, id: number, data: object) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/court/update_court/${id}`,
      headers: bearer(token),
      payload: { data },
    });
  const list = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/admin/court/get_courts", headers: bearer(token) })).json()
      .data;

  it("creates a court with its hours and prices, and lists it in grid order", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await create(admin.token, {
      court_name: " Cancha Central ",
      indoor: true,
      surface: "Césped sintético",
      schedules: [WEEKDAY(6, "18:00", "24:00", "peak"), WEEKDAY(1, "08:00", "18:00")],
      prices: PRICES,
    });
    expect(res.statusCode, res.body).toBe(200);
    const court = res.json().data;
    expect(res.json()).toMatchObject({ ok: true, message: "Cancha creada" });
    expect(court).toMatchObject({
      court_name: "Cancha Central",
      indoor: true,
      surface: "Césped sintético",
      active: true,
      position: 0,
      schedules: [
        { weekday: 1, start_time: "08:00", end_time: "18:00", slot_minutes: 30, band: "off_peak" },
        { weekday: 6, start_time: "18:00", end_time: "24:00", slot_minutes: 30, band: "peak" },
      ],
      prices: [
        { band: "off_peak", duration_int: 60, price: 16000 },
        { band: "peak", duration_int: 90, price: 33000 },
      ],
    });
    const second = (await create(admin.token, { court_name: "Cancha 2" })).json().data;
    expect(second).toMatchObject({ position: 1, indoor: false, surface: "", schedules: [], prices: [] });
    expect((await list(admin.token)).map((c: { id: number }) => c.id)).toEqual([court.id, second.id]);
  });

  it("edits spans in place when their id is sent, so bookings keep pointing at them", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = (
      await create(admin.token, {
        court_name: "Cancha 1",
        schedules: [
          WEEKDAY(1, "08:00", "18:00"),
          WEEKDAY(1, "18:00", "23:00", "peak"),
          WEEKDAY(2, "08:00", "12:00"),
        ],
        prices: PRICES,
      })
    ).json().data;
    const [offPeak, peak, tuesday] = court.schedules;
    const booking = await insertBooking(
      t.ctx.db,
      { id: court.id, clubId: admin.clubId },
      new Date("2030-01-07T21:00:00Z"),
      60,
      { scheduleId: peak.id },
    );
    // The boundary moves an hour earlier: the peak span grows into the off-peak span's old hours.
    const res = await update(admin.token, court.id, {
      court_name: "Cancha 1 (techada)",
      indoor: true,
      schedules: [
        WEEKDAY(1, "17:00", "23:00", "peak", peak.id),
        WEEKDAY(1, "08:00", "17:00", "off_peak", offPeak.id),
      ],
      prices: [{ band: "peak", duration_int: 60, price: 24000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      court_name: "Cancha 1 (techada)",
      indoor: true,
      schedules: [
        { id: offPeak.id, weekday: 1, start_time: "08:00", end_time: "17:00", band: "off_peak" },
        { id: peak.id, weekday: 1, start_time: "17:00", end_time: "23:00", band: "peak" },
      ],
      prices: [{ band: "peak", duration_int: 60, price: 24000 }],
    });
    expect(res.json().data.schedules.map((s: { id: number }) => s.id)).not.toContain(tuesday.id);
    const kept = await bookingRow(t, booking.id);
    expect(kept?.scheduleId).toBe(peak.id);
  });

  it("leaves hours and prices alone when they are not sent, and deactivates instead of deleting", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = (
      await create(admin.token, {
        court_name: "Cancha 3",
        schedules: [WEEKDAY(3, "09:00", "10:00")],
        prices: PRICES,
      })
    ).json().data;
    const res = await update(admin.token, court.id, { active: false, position: 7 });
    expect(res.json().data).toEqual({ ...court, active: false, position: 7 });
    expect(await list(admin.token)).toEqual([{ ...court, active: false, position: 7 }]);
  });
});
