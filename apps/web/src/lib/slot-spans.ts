import type { AvailabilityCourt } from "@club/contract";
import { type DaySlotSpan, timeToMinutes } from "@club/domain";

type Slot = AvailabilityCourt["slots"][number];

/**
 * A court's slots (the player's grid and the front desk's day share their shape) as minutes of the day,
 * for `startsThatFit`; `isFree` says which ones a booking may take. A slot ending at or past midnight
 * ends the day (1440).
 */
export function slotSpans(slots: readonly Slot[], isFree: (slot: Slot) => boolean): DaySlotSpan[] {
  return slots.map((slot) => {
    const startMinute = timeToMinutes(slot.start_time);
    const end = timeToMinutes(slot.end_time);
    return { startMinute, endMinute: end <= startMinute ? 1440 : end, free: isFree(slot) };
  });
}
