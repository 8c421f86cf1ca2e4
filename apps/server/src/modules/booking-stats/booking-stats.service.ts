import { HOUR_CELLS, percentOf } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import {
  type ActivityRow,
  bookedMinutes,
  bookingActivity,
  bookingMoney,
  findClubTimeZone,
  findStatsClub,
  withLeanPlans,
} from "./booking-stats.repository";
import { openMinutes } from "./open-minutes";
import { type RangeInput, resolveRange, type StatsRange } from "./stats-range";

type StatsInput = RangeInput & { clubId: number; now: Date };

/** Minutes open, played and blocked, and what they make of the open time. */
export type Usage = {
  openMinutes: number;
  bookedMinutes: number;
  blockedMinutes: number;
  occupancy: number | null;
};

const usage = (open: number, booked: number, blockedMinutes: number): Usage => ({
  openMinutes: open,
  bookedMinutes: booked,
  blockedMinutes,
  occupancy: percentOf(booked, open),
});

const minuteSums = () => ({
  cells: new Array<number>(HOUR_CELLS).fill(0),
  court: new Map<number, number>(),
  band: new Map<string, number>(),
});

const addMinutes = <K>(map: Map<K, number>, key: K, minutes: number) =>
  map.set(key, (map.get(key) ?? 0) + minutes);

type Money = { bookings: number; revenue: number };

function addMoney<K>(map: Map<K, Money>, key: K, row: Money) {
  const sum = map.get(key) ?? { bookings: 0, revenue: 0 };
  map.set(key, { bookings: sum.bookings + row.bookings, revenue: sum.revenue + row.revenue });
}

async function statsClub(db: DbOrTx, input: StatsInput) {
  const club = await findStatsClub(db, input.clubId);
  if (!club) throw notFound("Club no encontrado");
  return { club, range: resolveRange(input, input.now, club.timeZone) };
}

const window = (input: StatsInput, range: StatsRange) => ({
  clubId: input.clubId,
  from: range.from,
  to: range.to,
  now: input.now,
});

/**
 * Occupancy of the club's courts over the range: per weekday × hour of the club's clock, per court and
 * per price band, with the bookings and money of each court and band. Open time comes from the courts'
 * schedules, booked time from the live bookings; blocks are kept apart from play.
 */
export async function occupancyReport(db: DbOrTx, input: StatsInput) {
  const { club, range } = await statsClub(db, input);
  const open = openMinutes(club.courts, range, club.timeZone);
  const [minutes, money] = await withLeanPlans(
    db,
    async (tx) =>
      [
        await bookedMinutes(tx, window(input, range), club.timeZone),
        await bookingMoney(tx, window(input, range)),
      ] as const,
  );
  const played = minuteSums();
  const blocks = minuteSums();
  for (const row of minutes) {
    const into = row.blocked ? blocks : played;
    if (row.weekday !== null && row.hour !== null)
      into.cells[(row.weekday - 1) * 24 + row.hour] = row.minutes;
    if (row.courtId !== null) addMinutes(into.court, row.courtId, row.minutes);
    if (row.band !== null) addMinutes(into.band, row.band, row.minutes);
  }
  const courtMoney = new Map<number, Money>();
  const bandMoney = new Map<string, Money>();
  for (const row of money) {
    addMoney(courtMoney, row.courtId, row);
    addMoney(bandMoney, row.band, row);
  }
  const none: Money = { bookings: 0, revenue: 0 };
  const courts = club.courts
    .filter((c) => c.active || courtMoney.has(c.id) || played.court.has(c.id) || blocks.court.has(c.id))
    .map((c) => ({
      courtId: c.id,
      courtName: c.name,
      ...usage(open.byCourt.get(c.id) ?? 0, played.court.get(c.id) ?? 0, blocks.court.get(c.id) ?? 0),
      ...(courtMoney.get(c.id) ?? none),
    }));
  const bands = (["peak", "off_peak", "none"] as const)
    .filter(
      (band) => band !== "none" || bandMoney.has(band) || played.band.has(band) || blocks.band.has(band),
    )
    .map((band) => ({
      band,
      ...usage(open.byBand.get(band) ?? 0, played.band.get(band) ?? 0, blocks.band.get(band) ?? 0),
      ...(bandMoney.get(band) ?? none),
    }));
  const total = (key: "openMinutes" | "bookedMinutes" | "blockedMinutes" | "bookings" | "revenue") =>
    courts.reduce((sum, c) => sum + c[key], 0);
  return {
    range: { startDate: range.startDate, endDate: range.endDate, timeZone: club.timeZone },
    totals: {
      ...usage(total("openMinutes"), total("bookedMinutes"), total("blockedMinutes")),
      bookings: total("bookings"),
      revenue: total("revenue"),
    },
    heatmap: open.cells.map((openCell, index) => ({
      weekday: Math.floor(index / 24) + 1,
      hour: index % 24,
      ...usage(openCell, played.cells[index] ?? 0, blocks.cells[index] ?? 0),
    })),
    courts,
    bands,
  };
}

export type OccupancyReport = Awaited<ReturnType<typeof occupancyReport>>;

/** Bookings, channels, cancellations, no-shows and new or returning players over the range. */
export async function activityReport(db: DbOrTx, input: StatsInput) {
  const timeZone = await findClubTimeZone(db, input.clubId);
  if (!timeZone) throw notFound("Club no encontrado");
  const range = resolveRange(input, input.now, timeZone);
  const row: ActivityRow = await withLeanPlans(db, (tx) => bookingActivity(tx, window(input, range)));
  return { range: { startDate: range.startDate, endDate: range.endDate, timeZone }, ...row };
}

export type ActivityReport = Awaited<ReturnType<typeof activityReport>>;
