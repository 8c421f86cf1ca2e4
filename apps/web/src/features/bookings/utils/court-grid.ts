import type { Availability } from "@club/contract";
import { bookingStatusLabel, startsThatFit, timeToMinutes } from "@club/domain";
import { slotSpans } from "../../../lib/slot-spans";

export type GridCourt = Availability["courts"][number];
export type GridSlot = GridCourt["slots"][number];
export type CellState = "free" | "taken" | "past";

/** Free, taken (by whoever: the grid never says who) or gone by (no status, no longer available). */
export function cellState(slot: GridSlot): CellState {
  if (slot.available) return "free";
  return slot.status ? "taken" : "past";
}

/** What a taken slot says: classes and blocked courts by their label, any booking just "Ocupado". */
export function takenText(slot: GridSlot): string {
  return slot.status === "pc" || slot.status === "pb" ? bookingStatusLabel(slot.status) : "Ocupado";
}

/** Length of one block of a court's day (every block of a court has the same length). */
export function slotMinutes(court: GridCourt): number | null {
  const first = court.slots[0];
  if (!first) return null;
  return timeToMinutes(first.end_time) - timeToMinutes(first.start_time);
}

/** How many blocks a booking of `duration` minutes takes on this court, if it fits whole blocks. */
export function blocksFor(court: GridCourt, duration: number): number | null {
  const minutes = slotMinutes(court);
  if (!minutes || duration % minutes !== 0) return null;
  return duration / minutes;
}

export function priceOf(court: GridCourt, duration: number, band: GridSlot["band"]): number | null {
  return court.prices.find((p) => p.duration_int === duration && p.band === band)?.price ?? null;
}

/** Where a booking of `duration` can start on this court, each with its price (the start's band). */
export function bookableStarts(court: GridCourt, duration: number): Map<number, number> {
  const starts = new Map<number, number>();
  const blocks = blocksFor(court, duration);
  if (!blocks) return starts;
  for (const start of startsThatFit(
    slotSpans(court.slots, (slot) => slot.available),
    duration,
  )) {
    const slot = court.slots[start];
    const price = slot ? priceOf(court, duration, slot.band) : null;
    if (price !== null) starts.set(start, price);
  }
  return starts;
}

/** The grid's rows: every start time any court has that day, in order. */
export function gridTimes(courts: readonly GridCourt[]): string[] {
  const times = new Set(courts.flatMap((court) => court.slots.map((slot) => slot.start_time)));
  return [...times].sort((a, b) => timeToMinutes(a) - timeToMinutes(b));
}

/** "18:00" plus `duration` minutes, on the club's clock ("24:00" at midnight). */
export function endTime(start: string, duration: number): string {
  const total = timeToMinutes(start) + duration;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The durations the day offers (each priced by some court), the preferred one first if offered. */
export function defaultDuration(durations: readonly number[], preferred = 90): number | null {
  if (durations.includes(preferred)) return preferred;
  return durations[0] ?? null;
}

/** A court's column as the screen shows it (its header's edges, in pixels). */
export type ColumnBox = { id: number; left: number; right: number };

/**
 * Courts whose column is not whole in the visible part of the grid: `view` runs from the right edge of
 * the sticky hours' column to the grid's right edge. Half a pixel either way is rounding, not hiding.
 */
export function courtsOutOfView(
  columns: readonly ColumnBox[],
  view: { left: number; right: number },
): number[] {
  return columns.filter((c) => c.left < view.left - 0.5 || c.right > view.right + 0.5).map((c) => c.id);
}

/**
 * Where the player's eye should be led: the courts out of view that have a start for the chosen
 * duration, and whether none in view has one (then the grid brings the first of them into view).
 */
export function offscreenFree(
  courtIds: readonly number[],
  hidden: readonly number[],
  hasStart: (courtId: number) => boolean,
) {
  const free = hidden.filter(hasStart);
  const visibleFree = courtIds.some((id) => !hidden.includes(id) && hasStart(id));
  return { free, onlyOffscreen: free.length > 0 && !visibleFree };
}
