/** A slot of a court's day in minutes of the club's day ("24:00" is 1440), free to book or not. */
export interface DaySlotSpan {
  startMinute: number;
  endMinute: number;
  free: boolean;
}

/**
 * Indexes of the slots where a booking of `minutes` can start: from the start to its end it runs over
 * free slots that follow each other without a gap, so the next booking, a break in the opening hours and
 * the closing time all stop it. A duration that ends inside a slot needs that slot free too. One rule for
 * the player's grid and the front desk's form (the spec's «3, 4 or 5 blocks need that many consecutive
 * available slots», for any duration).
 */
export function startsThatFit(slots: readonly DaySlotSpan[], minutes: number): number[] {
  const starts: number[] = [];
  slots.forEach((first, index) => {
    const end = first.startMinute + minutes;
    let reached = first.startMinute;
    for (let i = index; i < slots.length && reached < end; i++) {
      const slot = slots[i];
      if (!slot?.free || slot.startMinute !== reached) break;
      reached = slot.endMinute;
    }
    if (minutes > 0 && reached >= end) starts.push(index);
  });
  return starts;
}
