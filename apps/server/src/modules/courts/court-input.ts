import type { PriceBand } from "@club/contract";

/** An opening-hours span as the services take it: minutes of the club's local day, end 1440 is 24:00. */
export type ScheduleSpan = {
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  band: PriceBand;
};

export type CourtPrice = { band: PriceBand; durationMinutes: number; price: number };

/** Changes to a court: only the fields given change; `schedules` and `prices` replace the whole list. */
export type CourtChanges = {
  name?: string;
  indoor?: boolean;
  surface?: string;
  active?: boolean;
  position?: number;
  /** A span with `id` edits that span of the court; without, it is new. */
  schedules?: (ScheduleSpan & { id?: number })[];
  prices?: CourtPrice[];
};
