import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister, createClub, createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { insertRecords } from "../../../test/staff-booking-helpers";

const RECORDS = "/api/admin/cash_register_record/get_cash_register_records";
const BY_USER = "/api/admin/cash_register_record/find_cash_register_records_by_user_id";

describe("cash register records", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

  /** A club in Santiago with two operators and three sessions at known instants. */
  async function clubWithHistory() {
    const club = await createClub(t.ctx.db, { timeZone: "America/Santiago" });
    const ana = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const luis = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const bar = await createCashRegister(t.ctx.db, club.id, "Caja Bar");
    const shop = await createCashRegister(t.ctx.db, club.id, "Caja Tienda");
    const base = { clubId: club.id, debitBalance: 0 };
    await insertRecords(t.ctx.db, [
      {
        ...base,
        cashRegisterId: bar.id,
        userId: ana.user.id,
        openAmount: 10000,
        closeAmount: 12000,
        // 15-01-2025 00:05:09 and 09:30:00 in Santiago (UTC-3 in summer).
        openedAt: new Date("2025-01-15T03:05:09Z"),
        closedAt: new Date("2025-01-15T12:30:00Z"),
        cashBalance: 10000,
        totalBalance: 10000,
        cashBalanceDiff: 2000,
      },
      {
        ...base,
        cashRegisterId: shop.id,
        userId: luis.user.id,
        openAmount: 5000,
        openedAt: new Date("2025-07-15T00:00:00Z"),
      },
      {
        ...base,
        cashRegisterId: bar.id,
        userId: ana.user.id,
        openAmount: 7000,
        openedAt: new Date("2025-07-20T15:00:00Z"),
      },
    ]);
    return { club, ana, luis, bar, shop };
  }

  it("lists the club's sessions newest first, with wire fields and club-time datetimes", async () => {
    const { ana, bar } = await clubWithHistory();
    const res = await get(`${RECORDS}?page=1&limit=10`, ana.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 3, totalPages: 1 });
    expect(
      body.cash_register_records.map(
        (r: { cash_register_record_open_cash_user_amount: number }) =>
          r.cash_register_record_open_cash_user_amount,
      ),
    ).toEqual([7000, 5000, 10000]);
    expect(body.cash_register_records[0]).toMatchObject({ cash_register_record_open: true });
    expect(body.cash_register_records[2]).toEqual({
      id: expect.any(Number),
      cash_register_record_open_cash_user_amount: 10000,
      cash_register_record_close_cash_user_amount: 12000,
      cash_register_record_datetime: { date: "15-01-2025", time: "00:05:09", timeWithoutSeconds: "00:05" },
      cash_register_record_close_datetime: {
        date: "15-01-2025",
        time: "09:30:00",
        timeWithoutSeconds: "09:30",
      },
      cash_register_record_open: false,
      cash_register_record_user_data: {
        user_id: ana.user.id,
        user_name: "Nombre",
        user_lastname: "Apellido",
      },
      cash_register: { id: bar.id, cash_register_name: "Caja Bar" },
      cash_register_record_close_debit_balance: 0,
      cash_register_record_close_transfer_balance: 0,
      cash_register_record_close_credit_balance: 0,
      cash_register_record_close_cash_balance: 10000,
      cash_register_record_close_cash_backend_balance: 0,
      cash_register_record_close_reservation_balance: 0,
      cash_register_record_close_total_balance: 10000,
      cash_balance_diff: 2000,
    });
    // Winter (UTC-4): midnight UTC is 20:00 of the previous day in Santiago.
    expect(body.cash_register_records[1].cash_register_record_datetime).toEqual({
      date: "14-07-2025",
      time: "20:00:00",
      timeWithoutSeconds: "20:00",
    });
  });

  it("pages with the default limit of 10 and reports the page count", async () => {
    const { ana } = await clubWithHistory();
    const first = (await get(`${RECORDS}?limit=2`, ana.token)).json();
    expect(first.cash_register_records).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3, totalPages: 2 });
    const second = (await get(`${RECORDS}?limit=2&page=2`, ana.token)).json();
    expect(second.cash_register_records).toHaveLength(1);
    const beyond = (await get(`${RECORDS}?limit=2&page=9`, ana.token)).json();
    expect(beyond.cash_register_records).toEqual([]);
    // Past the end no row carries the total: it is counted on its own.
    expect(beyond.pagination).toMatchObject({ page: 9, total: 3, totalPages: 2 });
    expect(second.pagination).toMatchObject({ page: 2, total: 3 });
    expect((await get(RECORDS, ana.token)).json().pagination.pageSize).toBe(10);
  });

  it("never shows another club's sessions", async () => {
    const mine = await clubWithHistory();
    await clubWithHistory();
    const body = (await get(RECORDS, mine.ana.token)).json();
    expect(body.pagination.total).toBe(3);
    const ids = new Set([mine.bar.id, mine.shop.id]);
    for (const r of body.cash_register_records) expect(ids.has(r.cash_register.id)).toBe(true);
  });

  it("filters by operator within the club", async () => {
    const { ana, luis } = await clubWithHistory();
    const body = (await get(`${BY_USER}/${ana.user.id}`, luis.token)).json();
    expect(body.pagination.total).toBe(2);
    for (const r of body.cash_register_records) {
      expect(r.cash_register_record_user_data.user_id).toBe(ana.user.id);
    }
  });

  it("gives an empty page for a member without sessions and 404 for a user outside the club", async () => {
    const { club, ana } = await clubWithHistory();
    const player = await createUser(t.ctx.db, { clubId: club.id });
    const empty = await get(`${BY_USER}/${player.id}`, ana.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      cash_register_records: [],
      pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0, totalPages: 0 },
    });
    const other = await clubWithHistory();
    const foreign = await get(`${BY_USER}/${other.ana.user.id}`, ana.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("NOT_FOUND");
    expect((await get(`${BY_USER}/2000000000`, ana.token)).statusCode).toBe(404);
  });

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=2.5", "limit"],
  ])("rejects ?%s with 400 on the field", async (query, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const url of [`${RECORDS}?${query}`, `${BY_USER}/${admin.user.id}?${query}`]) {
      const res = await get(url, admin.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it("rejects a user id that is not a positive whole number", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await get(`${BY_USER}/abc`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("userId");
  });

  it("filters by state and by the club's day of opening, both days included", async () => {
    const { ana } = await clubWithHistory();
    const ids = async (query: string) => {
      const res = await get(`${RECORDS}?${query}`, ana.token);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .cash_register_records.map(
          (r: { cash_register_record_open_cash_user_amount: number }) =>
            r.cash_register_record_open_cash_user_amount,
        );
    };
    expect(await ids("status=closed")).toEqual([10000]);
    expect(await ids("status=open")).toEqual([7000, 5000]);
    // 15-07-2025 00:00 UTC is the 14th, 20:00, in Santiago.
    expect(await ids("start_date=2025-07-15&end_date=2025-07-31")).toEqual([7000]);
    expect(await ids("start_date=2025-07-14&end_date=2025-07-14")).toEqual([5000]);
    expect(await ids("end_date=2025-01-15&status=closed")).toEqual([10000]);
    const total = await get(`${RECORDS}?status=open&limit=1`, ana.token);
    expect(total.json().pagination).toMatchObject({ total: 2, pageCount: 2 });
    for (const [query, field] of [
      ["status=cerrada", "status"],
      ["start_date=2025-13-01", "start_date"],
      ["start_date=2025-07-20&end_date=2025-07-01", "end_date"],
    ]) {
      const res = await get(`${RECORDS}?${query}`, ana.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });
});
