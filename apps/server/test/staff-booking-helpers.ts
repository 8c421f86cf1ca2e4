import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { bookingPayments, cashMovements, cashRegisterRecords } from "../src/db/schema";
import { createBookableCourt } from "./booking-factories";
import { createAdmin, createCashRegister } from "./factories";
import { bearer, type TestApp } from "./harness";

export type Method = "GET" | "POST" | "PUT";

/** A call to `/api/admin/booking/<path>` with an administrator's token. */
export const staffCall = (t: TestApp, token: string, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/booking/${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

/** The body of a walk-in's 60-minute match, status p0, on `court`; override any field. */
export const walkIn = (court: { id: number }, date: string, start: string, overrides: object = {}) => ({
  data: {
    court_id: court.id,
    date,
    start_time: start,
    duration_int: 60,
    status: "p0",
    booking_type: "match",
    walk_in_name: "Cliente Mostrador",
    walk_in_phone: "+56 9 1234 5678",
    ...overrides,
  },
});

/** A club with an administrator and a court open 08:00–23:00 (off-peak 60 min: 16 000). */
export async function staffClub(t: TestApp, clubId?: number) {
  const admin = await createAdmin(t.ctx.db, t.ctx.tokens, clubId);
  const court = await createBookableCourt(t.ctx.db, admin.clubId, { name: "Cancha 1" });
  return { admin, court };
}

/** Opens a new register of the club for the administrator, through the API; answers its open record id. */
export async function openRegister(t: TestApp, admin: { clubId: number; token: string }) {
  const register = await createCashRegister(t.ctx.db, admin.clubId);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/admin/cash_register/open_cash_register/${register.id}`,
    headers: bearer(admin.token),
    payload: { cash_register_record_open_cash_user_amount: 45000 },
  });
  if (res.statusCode !== 200) throw new Error(`register not opened: ${res.body}`);
  return register;
}

/** A reception payment of `booking` by the administrator, through the API. */
export const payAtReception = (
  t: TestApp,
  token: string,
  bookingId: number,
  method: "cash" | "debit" | "credit" | "transfer",
  percentage: 50 | 100 = 100,
) => staffCall(t, token, "POST", `pay_booking/${bookingId}`, { method, percentage });

/** The register's newest record (its open session, when it is open). */
export async function latestRecordOf(t: TestApp, registerId: number) {
  const [record] = await t.ctx.db
    .select()
    .from(cashRegisterRecords)
    .where(eq(cashRegisterRecords.cashRegisterId, registerId))
    .orderBy(desc(cashRegisterRecords.openedAt), desc(cashRegisterRecords.id))
    .limit(1);
  if (!record) throw new Error("register never opened");
  return record;
}

/** The stored sessions of a register, oldest first. */
export const recordsOf = (db: Db, registerId: number) =>
  db
    .select()
    .from(cashRegisterRecords)
    .where(eq(cashRegisterRecords.cashRegisterId, registerId))
    .orderBy(asc(cashRegisterRecords.id));

/** One stored session, with the balances its closing wrote. */
export async function recordRow(db: Db, recordId: number) {
  const [record] = await db.select().from(cashRegisterRecords).where(eq(cashRegisterRecords.id, recordId));
  return record;
}

/** The cash ins and outs taken on a session. */
export const movementsOn = (db: Db, recordId: number) =>
  db.select().from(cashMovements).where(eq(cashMovements.cashRegisterRecordId, recordId));

/** The booking payments taken at reception on a session. */
export const paymentsOn = (db: Db, recordId: number) =>
  db.select().from(bookingPayments).where(eq(bookingPayments.cashRegisterRecordId, recordId));

/** Sessions stored as they are, e.g. closed long ago, without going through the API. */
export const insertRecords = (db: Db, rows: (typeof cashRegisterRecords.$inferInsert)[]) =>
  db.insert(cashRegisterRecords).values(rows).returning({ id: cashRegisterRecords.id });
