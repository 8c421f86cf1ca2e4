import type { StaffBooking, StaffDay } from "@club/contract";
import { minutesToTime, timeToMinutes } from "@club/domain";

export type DaySlot = StaffDay["courts"][number]["slots"][number];

/** One column of the time grid: a court of a day (day view) or a day of a court (week view). */
export interface GridColumn {
  key: string;
  label: string;
  courtId: number;
  courtName: string;
  date: string;
  slots: readonly DaySlot[];
  bookings: readonly StaffBooking[];
}

export interface TimeAxis {
  /** Minute of the day of the first row. */
  start: number;
  /** Minutes per row: the largest step every slot and booking edge falls on. */
  step: number;
  rows: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A booking's end on the day's clock: "24:00" or an end past midnight reads as the day's end. */
const endMinute = (start: string, end: string) => {
  const minutes = timeToMinutes(end);
  return minutes <= timeToMinutes(start) ? 1440 : minutes;
};

/** The rows shared by every column: from the earliest slot or booking to the latest end. */
export function timeAxis(columns: readonly GridColumn[]): TimeAxis | null {
  const edges: Array<[number, number]> = columns.flatMap((column) => [
    ...column.slots.map(
      (s) => [timeToMinutes(s.start_time), endMinute(s.start_time, s.end_time)] as [number, number],
    ),
    ...column.bookings.map(
      (b) => [timeToMinutes(b.start_time), endMinute(b.start_time, b.end_time)] as [number, number],
    ),
  ]);
  if (edges.length === 0) return null;
  const start = Math.min(...edges.map(([from]) => from));
  const end = Math.max(...edges.map(([, to]) => to));
  const step = edges.flat().reduce((acc, minute) => gcd(acc, minute - start), 60) || 60;
  return { start, step, rows: (end - start) / step };
}

/** The grid lines (1-based, below the header row) a span from `from` to `to` occupies. */
export function rowSpan(axis: TimeAxis, from: string, to: string) {
  const first = (timeToMinutes(from) - axis.start) / axis.step;
  const last = (endMinute(from, to) - axis.start) / axis.step;
  return { gridRowStart: first + 2, gridRowEnd: last + 2 };
}

/** The times shown down the side: every half hour (or every row when rows are longer). */
export function axisLabels(axis: TimeAxis): Array<{ time: string; row: number }> {
  const every = Math.max(1, Math.round(30 / axis.step));
  return Array.from({ length: axis.rows }, (_, i) => i)
    .filter((i) => i % every === 0)
    .map((i) => ({ time: minutesToTime(axis.start + i * axis.step), row: i + 2 }));
}

export type SlotCell = { kind: "free" | "past"; slot: DaySlot };

/**
 * What a column shows where no booking stands: free slots (a click books them) and the ones already gone
 * by. Slots under a booking are left to the booking's block.
 */
export function openCells(column: GridColumn): SlotCell[] {
  const taken = column.bookings.map((b) => [
    timeToMinutes(b.start_time),
    endMinute(b.start_time, b.end_time),
  ]);
  return column.slots.flatMap((slot): SlotCell[] => {
    const from = timeToMinutes(slot.start_time);
    const to = endMinute(slot.start_time, slot.end_time);
    if (taken.some(([start = 0, end = 0]) => from < end && start < to)) return [];
    if (slot.available) return [{ kind: "free", slot }];
    return slot.status ? [] : [{ kind: "past", slot }];
  });
}
