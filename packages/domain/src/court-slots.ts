import { type DayClock, firstShowing } from "./local-time";

const MINUTE_MS = 60_000;

/** Opening hours of a court on one weekday: minutes of the club's local day, cut into slots. */
export type OpeningSpan = { startMinute: number; endMinute: number; slotMinutes: number };

export type CourtSlot<S extends OpeningSpan> = { span: S; start: Date; end: Date };

/**
 * The slots of a court on a calendar day, in time order, as real instants. A span runs from the first
 * showing of its start to the first showing of its end (`firstShowing`), and is cut every `slotMinutes`
 * of real time: on the day the clocks go forward the skipped hour has no slots, and on the day they go
 * back a span through 23:00–24:00 has that hour's slots twice (the same labels, later instants). One
 * `dayClock` serves every court of the day.
 */
export function courtSlots<S extends OpeningSpan>(day: DayClock, spans: readonly S[]): CourtSlot<S>[] {
  const slots: CourtSlot<S>[] = [];
  for (const span of spans) {
    const from = day.resolve(span.startMinute);
    const opens = firstShowing(from).getTime();
    const closes = firstShowing(day.resolve(span.endMinute)).getTime();
    const step = span.slotMinutes * MINUTE_MS;
    // After a skipped start, slots keep the boundaries of the offset the clock jumped to.
    let t = from.kind === "skipped" ? from.alignedAt.getTime() : opens;
    for (; t + step <= closes; t += step) {
      if (t >= opens) slots.push({ span, start: new Date(t), end: new Date(t + step) });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export type Placement<S extends OpeningSpan> =
  | { ok: true; span: S; end: Date }
  | { ok: false; reason: "not_a_slot" | "past_closing" };

/**
 * Where a booking of `minutes` starting at `start` fits: it starts on a slot of a span (whose price band it
 * takes) and ends before the court closes, across spans that follow each other without a break. Players
 * start where a slot starts; staff (`anyMinute`) may start anywhere inside a slot, e.g. a class at 08:15.
 */
export function placeBooking<S extends OpeningSpan>(
  slots: readonly CourtSlot<S>[],
  start: Date,
  minutes: number,
  opts: { anyMinute?: boolean } = {},
): Placement<S> {
  const at = start.getTime();
  const first = slots.findIndex((slot) =>
    opts.anyMinute ? slot.start.getTime() <= at && at < slot.end.getTime() : slot.start.getTime() === at,
  );
  const startSlot = slots[first];
  if (!startSlot) return { ok: false, reason: "not_a_slot" };
  const end = new Date(at + minutes * MINUTE_MS);
  let openUntil = startSlot.end.getTime();
  for (let i = first + 1; i < slots.length && openUntil < end.getTime(); i++) {
    const slot = slots[i];
    if (!slot || slot.start.getTime() > openUntil) break;
    openUntil = Math.max(openUntil, slot.end.getTime());
  }
  return end.getTime() <= openUntil
    ? { ok: true, span: startSlot.span, end }
    : { ok: false, reason: "past_closing" };
}
