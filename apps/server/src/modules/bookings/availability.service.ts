import {
  BOOKING_DURATIONS,
  type BookingStatusCode,
  courtSlots,
  type DayClock,
  dayClock,
  firstShowing,
  isoWeekday,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import type { BookingClub } from "./booking-club.repository";
import { bookingClubOrThrow, checkBookingDate } from "./booking-day";
import { type DayGridRow, listDayGrid, type TakenRow } from "./day-grid.repository";

export type PriceBand = "peak" | "off_peak";

export type GridSlot = {
  startsAt: Date;
  endsAt: Date;
  startTime: string;
  endTime: string;
  available: boolean;
  /** The status of the booking that holds the slot; null when none does. */
  status: BookingStatusCode | null;
  band: PriceBand;
  scheduleId: number;
};

export type GridCourt = {
  id: number;
  name: string;
  indoor: boolean;
  surface: string;
  prices: { durationMinutes: number; band: PriceBand; price: number }[];
  slots: GridSlot[];
};

/** What the club asks of players: days ahead they may book, the share paid online, hours to cancel. */
export type PlayerRules = Pick<
  BookingClub,
  "bookingWindowDays" | "onlinePaymentPercentage" | "cancellationHours"
>;

export type DayAvailability = {
  club: { id: number; name: string };
  date: string;
  durations: number[];
  courts: GridCourt[];
};

export type PlayerDay = DayAvailability & { rules: PlayerRules };

function gridCourt(row: DayGridRow, day: DayClock, now: Date): GridCourt {
  const taken = row.taken.map(([start, end, status]: TakenRow) => ({
    start: Number(start),
    end: Number(end),
    status,
  }));
  const slots = courtSlots(day, row.spans).map(({ span, start, end }): GridSlot => {
    const holder = taken.find((b) => b.start < end.getTime() && b.end > start.getTime());
    return {
      startsAt: start,
      endsAt: end,
      startTime: day.timeOf(start),
      endTime: day.timeOf(end),
      available: !holder && start.getTime() >= now.getTime(),
      status: (holder?.status as BookingStatusCode | undefined) ?? null,
      band: span.band as PriceBand,
      scheduleId: span.id,
    };
  });
  return {
    id: row.id,
    name: row.name,
    indoor: row.indoor,
    surface: row.surface,
    prices: row.prices.map((p) => ({ ...p, band: p.band as PriceBand })),
    slots,
  };
}

/**
 * The one place that computes a club's day: its active courts, their slots on the club's clock (right on
 * the days the clocks change), which are free, and the prices, in one prepared statement. Players reach it
 * through `getDayAvailability`, inside the booking window; staff through their day grid, any date.
 */
export async function computeDay(
  db: DbOrTx,
  input: { club: BookingClub; date: string; now: Date },
): Promise<DayAvailability> {
  const { club, date, now } = input;
  const day = dayClock(date, club.timeZone);
  const rows = await listDayGrid(db, {
    clubId: club.id,
    weekday: isoWeekday(date),
    from: firstShowing(day.resolve(0)),
    to: firstShowing(day.resolve(1440)),
    now,
  });
  const priced = new Set(rows.flatMap((r) => r.prices.map((p) => p.durationMinutes)));
  return {
    club: { id: club.id, name: club.name },
    date,
    durations: BOOKING_DURATIONS.filter((d) => priced.has(d)),
    courts: rows.map((row) => gridCourt(row, day, now)),
  };
}

/**
 * The players' day, with the club's rules for them: two prepared statements, the club, then its courts
 * with spans, prices and bookings.
 */
export async function getDayAvailability(
  db: DbOrTx,
  input: { clubId: number; date: string; now: Date },
): Promise<PlayerDay> {
  const club = await bookingClubOrThrow(db, input.clubId);
  checkBookingDate(club, input.date, input.now);
  const { bookingWindowDays, onlinePaymentPercentage, cancellationHours } = club;
  return {
    ...(await computeDay(db, { club, date: input.date, now: input.now })),
    rules: { bookingWindowDays, onlinePaymentPercentage, cancellationHours },
  };
}
