import {
  decimalToQuantity,
  localDateTime,
  localTimeOn,
  measurementUnitShort,
  minutesToTime,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { findBookingClub } from "../bookings/booking-club.repository";
import {
  type CourtUseRow,
  type CriticalItemRow,
  courtsFromNow,
  criticalStock,
  salesAtAGlance,
} from "./dashboard.repository";

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

/** The club's day at a glance for its back office's first screen, on the club's clock. */
export async function getDashboard(db: DbOrTx, clubId: number, now: Date) {
  const club = await findBookingClub(db, clubId);
  if (!club) throw new Error(`club ${clubId} not found`);
  const { date, minutes } = localDateTime(now, club.timeZone);
  const [sales, courts, critical] = await Promise.all([
    salesAtAGlance(db, clubId, now),
    courtsFromNow(db, clubId, now),
    criticalStock(db, clubId, CRITICAL_SHOWN),
  ]);
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
