export const RUN_BLOCKS = [3, 4, 5] as const;

export type RunBlocks = (typeof RUN_BLOCKS)[number];

function assertRunBlocks(blocks: number): void {
  if (!(RUN_BLOCKS as readonly number[]).includes(blocks)) {
    throw new RangeError(`A booking run must be 3, 4 or 5 blocks, got ${blocks}`);
  }
}

/**
 * Indexes to highlight when a run of `blocks` slots starts at `start`,
 * or null if any of them is unavailable or outside the list.
 * `slots[i]` is true when slot i is available.
 */
export function consecutiveFreeRun(
  slots: readonly boolean[],
  start: number,
  blocks: RunBlocks,
): number[] | null {
  assertRunBlocks(blocks);
  if (!Number.isInteger(start) || start < 0 || start + blocks > slots.length) return null;
  const run: number[] = [];
  for (let i = start; i < start + blocks; i++) {
    if (slots[i] !== true) return null;
    run.push(i);
  }
  return run;
}

export function startsForRun(slots: readonly boolean[], blocks: RunBlocks): number[] {
  assertRunBlocks(blocks);
  const starts: number[] = [];
  for (let start = 0; start + blocks <= slots.length; start++) {
    if (consecutiveFreeRun(slots, start, blocks) !== null) starts.push(start);
  }
  return starts;
}

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
 * the player's grid and the front desk's form.
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
