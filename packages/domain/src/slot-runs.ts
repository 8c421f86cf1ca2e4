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
