import {
  addDays,
  decimalToQuantity,
  firstShowing,
  localDateTime,
  localTimeOn,
  measurementUnitShort,
  minutesToTime,
  resolveLocalTime,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { findBookingClub } from "../bookings/booking-club.repository";
import { type Figures, totalOf } from "../sales-reports/sales-reports.service";
import { type CourtUseRow, type CriticalItemRow, courtsFromNow, criticalStock } from "./dashboard.repository";

const NEXT_SHOWN = 5;
const CRITICAL_SHOWN = 5;

export type CourtUse = {
  bookingId: number;
  courtName: string;
  startTime: string;
  endTime: string;
  bookingType: string;
  blocked: boolean;
  who: string | null;
};

function courtUse(row: CourtUseRow, date: string, timeZone: string): CourtUse {
  const player = row.name === null ? null : `${row.name} ${row.lastname ?? ""}`.trim();
  return {
    bookingId: row.bookingId,
    courtName: row.courtName,
    startTime: localTimeOn(date, row.startsAt, timeZone),
    endTime: localTimeOn(date, row.endsAt, timeZone),
    bookingType: row.bookingType,
    blocked: row.status === "pb",
    who: player ?? row.walkInName,
  };
}

const criticalItem = (row: CriticalItemRow) => ({
  id: row.id,
  name: row.name,
  stock: decimalToQuantity(row.stock),
  criticalStock: decimalToQuantity(row.criticalStock),
  bulk: row.bulk,
  unitShort: measurementUnitShort(row.measurementUnit),
});

export type SalesFigure = Pick<Figures, "net" | "salesCount">;

/**
 * Net sales by the reports' accounting rule (paid in the stretch less refunded in it) of today, of the
 * same weekday a week ago up to the same time of day, and of that whole day. A week ago is seven days of
 * the club's calendar, so a clock change in between does not shift the comparison by an hour.
 */
async function salesAtAGlance(db: DbOrTx, clubId: number, today: string, minutes: number, timeZone: string) {
  const at = (date: string, minute = 0) => firstShowing(resolveLocalTime(date, minute, timeZone));
  const weekAgo = addDays(today, -7);
  // One after another: `db` may be a transaction (the assistant reads in one), whose connection takes one
  // query at a time.
  const todays = await totalOf(db, { clubId, from: at(today), to: at(addDays(today, 1)) });
  const soFar = await totalOf(db, { clubId, from: at(weekAgo), to: at(weekAgo, minutes) });
  const wholeDay = await totalOf(db, { clubId, from: at(weekAgo), to: at(addDays(weekAgo, 1)) });
  return { today: todays, lastWeekSoFar: soFar, lastWeekWholeDay: wholeDay };
}

/** The club's day at a glance for its back office's first screen, on the club's clock. */
export async function getDashboard(db: DbOrTx, clubId: number, now: Date) {
  const club = await findBookingClub(db, clubId);
  if (!club) throw new Error(`club ${clubId} not found`);
  const { date, minutes } = localDateTime(now, club.timeZone);
  const sales = await salesAtAGlance(db, clubId, date, minutes, club.timeZone);
  const courts = await courtsFromNow(db, clubId, now);
  const critical = await criticalStock(db, clubId, CRITICAL_SHOWN);
  const started = courts.rows.filter((row) => row.startsAt.getTime() <= now.getTime());
  const next = courts.rows.filter((row) => row.startsAt.getTime() > now.getTime()).slice(0, NEXT_SHOWN);
  return {
    date,
    time: minutesToTime(minutes),
    sales,
    courts: {
      total: courts.courtsTotal,
      now: started.map((row) => courtUse(row, date, club.timeZone)),
      next: next.map((row) => courtUse(row, date, club.timeZone)),
    },
    critical: { count: critical.count, items: critical.rows.map(criticalItem) },
  };
}
