import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { updateCourt } from "./courts.service";

const span = (weekday: number, start_time: string, end_time: string, slot_minutes = 30) => ({
  weekday,
  start_time,
  end_time,
  slot_minutes,
  band: "peak",
});

describe("courts: bad input and clashes", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  });
  afterAll(() => t.close());

  const create = (data: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/court/create_court",
      headers: bearer(admin.token),
      payload: { data },
    });

  it.each([
    [
      "overlapping spans of one weekday",
      { schedules: [span(1, "08:00", "12:00"), span(1, "11:00", "13:00")] },
      "data.schedules.1.start_time",
    ],
    [
      "a span ending before it starts",
      { schedules: [span(2, "12:00", "10:00")] },
      "data.schedules.0.end_time",
    ],
    [
      "a span not cut into whole slots",
      { schedules: [span(2, "08:00", "09:10", 60)] },
      "data.schedules.0.end_time",
    ],
    ["a time past 24:00", { schedules: [span(2, "08:00", "24:30")] }, "data.schedules.0.end_time"],
    ["a time without minutes", { schedules: [span(2, "8", "10:00")] }, "data.schedules.0.start_time"],
    ["weekday 8", { schedules: [span(8, "08:00", "10:00")] }, "data.schedules.0.weekday"],
    [
      "a slot outside the spec's list",
      { schedules: [span(2, "08:00", "10:00", 20)] },
      "data.schedules.0.slot_minutes",
    ],
    [
      "an unknown band",
      { schedules: [{ ...span(2, "08:00", "10:00"), band: "noche" }] },
      "data.schedules.0.band",
    ],
    [
      "a duration outside the spec's list",
      { prices: [{ band: "peak", duration_int: 75, price: 1 }] },
      "data.prices.0.duration_int",
    ],
    [
      "a price with decimals",
      { prices: [{ band: "peak", duration_int: 60, price: 10.5 }] },
      "data.prices.0.price",
    ],
    [
      "one band and duration twice",
      {
        prices: [
          { band: "peak", duration_int: 60, price: 1 },
          { band: "peak", duration_int: 60, price: 2 },
        ],
      },
      "data.prices.1.duration_int",
    ],
    ["no name", { court_name: " " }, "data.court_name"],
  ])("refuses %s with 400 on the field, in Spanish, creating nothing", async (_, data, field) => {
    const res = await create({ court_name: "Cancha X", ...data });
    expect(res.statusCode, res.body).toBe(400);
    const detail = res.json().error.details.find((d: { field: string }) => d.field === field);
    expect(detail, res.body).toBeDefined();
    expect(detail.message).not.toMatch(/\b(expected|invalid|received)\b/i);
    const courts = await t.app.inject({
      method: "GET",
      url: "/api/admin/court/get_courts",
      headers: bearer(admin.token),
    });
    expect(courts.json().data).toEqual([]);
  });

  it("accepts spans that touch, and the same hours on another weekday", async () => {
    const res = await create({
      court_name: "Cancha Toque",
      schedules: [span(1, "08:00", "12:00"), span(1, "12:00", "24:00"), span(2, "08:00", "12:00")],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers 409 for a name the club already uses, whatever its case", async () => {
    await create({ court_name: "Cancha Dup" });
    const again = await create({ court_name: "cancha dup" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([
      { field: "data.court_name", message: "Ya existe una cancha con ese nombre en el club" },
    ]);
    const other = (await create({ court_name: "Cancha Otra" })).json().data;
    const rename = await t.app.inject({
      method: "PUT",
      url: `/api/admin/court/update_court/${other.id}`,
      headers: bearer(admin.token),
      payload: { data: { court_name: "CANCHA DUP" } },
    });
    expect(rename.statusCode).toBe(409);
  });

  it("refuses a span id that is not one of the court's, naming it", async () => {
    const a = (await create({ court_name: "Cancha A", schedules: [span(1, "08:00", "10:00")] })).json().data;
    const b = (await create({ court_name: "Cancha B" })).json().data;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/court/update_court/${b.id}`,
      headers: bearer(admin.token),
      payload: { data: { schedules: [{ id: a.schedules[0].id, ...span(1, "08:00", "10:00") }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("data.schedules.0.id");
  });

  it("lets the database's exclusion constraint have the last word, as a 409 on the schedules", async () => {
    const court = (await create({ court_name: "Cancha Última Palabra" })).json().data;
    const overlapping = [480, 540].map((startMinute) => ({
      weekday: 1,
      startMinute,
      endMinute: startMinute + 120,
      slotMinutes: 30,
      band: "peak" as const,
    }));
    const attempt = updateCourt(t.ctx.db, {
      clubId: admin.clubId,
      courtId: court.id,
      changes: { schedules: overlapping },
    });
    await expect(attempt).rejects.toMatchObject({ code: "CONFLICT", details: [{ field: "data.schedules" }] });
    expect(await stored(t.ctx.db)`select id from court_schedules where court_id = ${court.id}`).toEqual([]);
  });
});
