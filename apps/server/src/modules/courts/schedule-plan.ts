import type { ScheduleSpan } from "./court-input";

type Stored = ScheduleSpan & { id: number };
type Wanted = ScheduleSpan & { id?: number };

export type SchedulePlan = {
  deleteIds: number[];
  /** First pass: each kept span narrowed to where its old and new times overlap. */
  narrow: Stored[];
  /** Second pass: each kept span at its new times and settings. */
  update: Stored[];
  insert: ScheduleSpan[];
};

/**
 * How to turn a court's stored spans into the wanted ones without two spans of one weekday ever
 * overlapping on the way (the exclusion constraint checks every row as it is written, not at the end).
 * A span keeps its id, and the bookings that point at it, while it stays on its weekday and shares time
 * with its old self: it is first narrowed to the shared part (inside its old time, so it meets no old
 * span), then widened to its new time (every span then lies inside its own new time, and new times do
 * not overlap). A span moved elsewhere is a new span: the bookings of its old hours lose the link.
 * `wanted` must not overlap itself and its ids must be among `stored` (checked before).
 */
export function planScheduleChanges(stored: readonly Stored[], wanted: readonly Wanted[]): SchedulePlan {
  const byId = new Map(stored.map((span) => [span.id, span]));
  const kept = new Set<number>();
  const plan: SchedulePlan = { deleteIds: [], narrow: [], update: [], insert: [] };
  for (const { id, ...span } of wanted) {
    const old = id === undefined ? undefined : byId.get(id);
    const start = Math.max(old?.startMinute ?? 0, span.startMinute);
    const end = Math.min(old?.endMinute ?? 0, span.endMinute);
    if (!old || old.weekday !== span.weekday || start >= end) {
      plan.insert.push(span);
      continue;
    }
    kept.add(old.id);
    plan.narrow.push({ ...old, startMinute: start, endMinute: end });
    plan.update.push({ id: old.id, ...span });
  }
  plan.deleteIds = stored.filter((span) => !kept.has(span.id)).map((span) => span.id);
  return plan;
}
