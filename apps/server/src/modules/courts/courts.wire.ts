import type { Court, createCourt, EndpointParsed, updateCourt } from "@club/contract";
import { minutesToTime, timeToMinutes } from "@club/domain";
import type { CourtChanges } from "./court-input";
import type { CourtRow } from "./courts.service";

type UpdateCourtBody = EndpointParsed<typeof updateCourt>["body"]["data"];
type CreateCourtBody = EndpointParsed<typeof createCourt>["body"]["data"];

export function toCourtWire(row: CourtRow): Court {
  return {
    id: row.id,
    court_name: row.name,
    indoor: row.indoor,
    surface: row.surface,
    active: row.active,
    position: row.position,
    schedules: row.schedules.map((span) => ({
      id: span.id,
      weekday: span.weekday,
      start_time: minutesToTime(span.startMinute),
      end_time: minutesToTime(span.endMinute),
      slot_minutes: span.slotMinutes,
      band: span.band,
    })),
    prices: row.prices.map((p) => ({ band: p.band, duration_int: p.durationMinutes, price: p.price })),
  };
}

/** A field left out stays undefined (unchanged). */
export function fromCourtWire(data: UpdateCourtBody): CourtChanges {
  return {
    name: data.court_name,
    indoor: data.indoor,
    surface: data.surface,
    active: data.active,
    position: data.position,
    schedules: data.schedules?.map((span) => ({
      id: span.id,
      weekday: span.weekday,
      startMinute: timeToMinutes(span.start_time),
      endMinute: timeToMinutes(span.end_time),
      slotMinutes: span.slot_minutes,
      band: span.band,
    })),
    prices: data.prices?.map((p) => ({ band: p.band, durationMinutes: p.duration_int, price: p.price })),
  };
}

export const fromNewCourtWire = (data: CreateCourtBody) => ({
  ...fromCourtWire(data),
  name: data.court_name,
});
