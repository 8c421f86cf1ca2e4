import { durationText, startsThatFit } from "@club/domain";
import { slotSpans } from "../../../lib/slot-spans";
import { useStaffDay } from "../api/get-staff-day";
import { clubToday } from "../utils/staff-dates";
import type { DaySlot } from "../utils/time-grid";

/** The booking being moved: the slots it holds itself are free for its new start. */
export interface MovingBooking {
  court_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

const heldBy = (booking: MovingBooking | undefined, date: string, courtId: string, slot: DaySlot) =>
  booking !== undefined &&
  booking.date === date &&
  String(booking.court_id) === courtId &&
  slot.start_time >= booking.start_time &&
  (slot.end_time <= booking.end_time || booking.end_time <= booking.start_time);

/**
 * The starts a court offers on a day for a booking of `duration` minutes, for a select: only those where
 * it fits before the next booking and the closing time (`startsThatFit`, the player's grid's rule); the
 * taken, gone-by and too-short ones are shown, not choosable. `ready` once the court's day is known.
 */
export function useStartOptions(date: string, courtId: string, duration: number, moving?: MovingBooking) {
  const day = useStaffDay(date, courtId !== "" && date !== "");
  const court = day.data?.courts.find((c) => String(c.id) === courtId);
  // Today's earlier hours stay choosable: the desk notes who is already playing.
  const open = (slot: DaySlot) =>
    slot.available || (slot.status === null && date === clubToday()) || heldBy(moving, date, courtId, slot);
  const slots = court?.slots ?? [];
  const spans = slotSpans(slots, open);
  const fits = new Set(startsThatFit(spans, duration));
  /** Whether a booking of `minutes` fits at `start`: to propose another duration for a start. */
  const fitsAt = (start: string, minutes: number) =>
    startsThatFit(spans, minutes).some((index) => slots[index]?.start_time === start);
  const why = (slot: DaySlot) =>
    !open(slot) ? (slot.status ? "ocupado" : "pasado") : `no caben ${durationText(duration)}`;
  const options = slots.map((slot, index) => ({
    value: slot.start_time,
    label: fits.has(index) ? slot.start_time : `${slot.start_time} (${why(slot)})`,
    disabled: !fits.has(index),
  }));
  const placeholder =
    courtId === "" ? "Elige antes la cancha" : day.isFetching && !day.data ? "Cargando…" : "Elige la hora";
  return { options, placeholder, ready: court !== undefined, fitsAt };
}
