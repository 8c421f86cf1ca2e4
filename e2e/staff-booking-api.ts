import type { APIRequestContext } from "@playwright/test";
import { call, closeOwnOpenRegisters, globalState } from "./admin-api";

type Slot = { start_time: string; available: boolean; status: string | null };
type StaffDay = { courts: { id: number; court_name: string; slots: Slot[] }[] };
export type StaffBooking = {
  id: number;
  date: string;
  start_time: string;
  court_name: string;
  status: string;
};

/** A day of the club's calendar some days ahead plus `weeks` weeks, as YYYY-MM-DD. */
export function dayPlusWeeks(date: string, weeks: number): string {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + weeks * 7);
  return t.toISOString().slice(0, 10);
}

/** "Martes, 8 de diciembre de 2026", as the staff screens write a date. */
export function longDateText(date: string): string {
  const text = new Intl.DateTimeFormat("es-CL", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const staffDay = (request: APIRequestContext, token: string, date: string) =>
  call<StaffDay>(request, token, "GET", `/api/admin/booking/get_bookings_by_date/${date}`);

/**
 * A court and start with `blocks` free slots in a row on every one of `dates` (same court, same time).
 * With `pastToo`, a slot whose hour has gone by counts as free when nobody holds it: the desk may still
 * book it, and a test that needs today keeps working late at night, when no later slot is left.
 */
export async function freeOnEvery(
  request: APIRequestContext,
  token: string,
  dates: readonly string[],
  blocks: number,
  { pastToo = false }: { pastToo?: boolean } = {},
) {
  const free = (s: Slot) => s.available || (pastToo && s.status === null);
  const days = await Promise.all(dates.map((date) => staffDay(request, token, date)));
  const first = days[0];
  if (!first) throw new Error("sin fechas");
  for (const court of first.courts) {
    // From the evening back: the demo's bookings crowd the mornings less often than they do the evenings.
    for (let i = court.slots.length - blocks; i >= 0; i--) {
      const start = court.slots[i]?.start_time;
      const freeEverywhere = days.every((day) => {
        const slots = day.courts.find((c) => c.id === court.id)?.slots ?? [];
        const at = slots.findIndex((s) => s.start_time === start);
        return (
          at >= 0 &&
          slots.slice(at, at + blocks).length === blocks &&
          slots.slice(at, at + blocks).every(free)
        );
      });
      if (start && freeEverywhere) return { court, start };
    }
  }
  throw new Error(`Sin un horario libre en todas las fechas: ${dates.join(", ")}`);
}

export async function staffCreate(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<StaffBooking[]> {
  const { created } = await call<{ created: StaffBooking[] }>(
    request,
    token,
    "POST",
    "/api/admin/booking/create_booking",
    { data },
  );
  return created;
}

/** One 90-minute booking from the desk (Reservado, a match unless `fields` say otherwise). */
export async function bookAtDesk(
  request: APIRequestContext,
  token: string,
  slot: { court: { id: number }; date: string; start: string },
  fields: Record<string, unknown>,
): Promise<StaffBooking> {
  const [booking] = await staffCreate(request, token, {
    court_id: slot.court.id,
    date: slot.date,
    start_time: slot.start,
    duration_int: 90,
    status: "pr",
    booking_type: "match",
    ...fields,
  });
  if (!booking) throw new Error("sin reserva");
  return booking;
}

/** Opens a register of the club nobody holds open, for this operator; it is closed again with closeOwnOpenRegisters. */
export async function openSomeRegister(request: APIRequestContext, token: string) {
  const state = await closeOwnOpenRegisters(request, token);
  const free = state.cash_register.find((r) => !r.cash_register_open);
  if (!free) throw new Error("Todas las cajas están abiertas");
  await call(request, token, "PUT", `/api/admin/cash_register/open_cash_register/${free.id}`, {
    cash_register_record_open_cash_user_amount: 10000,
  });
  return (await globalState(request, token)).cash_register.find((r) => r.id === free.id);
}
