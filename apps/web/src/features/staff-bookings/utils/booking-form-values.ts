import { type ClubPlayer, MAX_REPEAT_WEEKS, staffCreateBookingDataSchema } from "@club/contract";
import { countText, type NumberRule, PESOS_RULE, type StaffSettableStatus } from "@club/domain";
import { numberErrors, numberValue } from "../../../lib/number-fields";
import type { CreateStaffBookingData } from "../api/staff-booking-changes";
import { type BookingType, DEFAULT_STATUS_OF } from "./booking-types";
import type { GhostSlot } from "./staff-paths";

export const WEEKS_RULE: NumberRule = {
  decimals: 0,
  negative: false,
  tooPrecise: "Las semanas son un número entero",
};

export interface BookingFormValues {
  court_id: string;
  date: string;
  start_time: string;
  duration_int: string;
  booking_type: BookingType;
  status: StaffSettableStatus;
  who: "player" | "walk_in";
  player: ClubPlayer | null;
  walk_in_name: string;
  walk_in_phone: string;
  special_price: boolean;
  price: string;
  price_reason: string;
  repeat: boolean;
  /** Weeks in all, this one included ("4" books this date and the next three weeks). */
  weeks: string;
}

export const DEFAULT_DURATION = "90";

export function emptyBookingForm(today: string, ghost: GhostSlot | null): BookingFormValues {
  return {
    court_id: ghost ? String(ghost.courtId) : "",
    date: ghost?.date ?? today,
    start_time: ghost?.startTime ?? "",
    duration_int: DEFAULT_DURATION,
    booking_type: "match",
    status: DEFAULT_STATUS_OF.match,
    who: "walk_in",
    player: null,
    walk_in_name: "",
    walk_in_phone: "",
    special_price: false,
    price: "",
    price_reason: "",
    repeat: false,
    weeks: "4",
  };
}

/** The form's fields the server may name (its `data.x` is the form's `x`; a player is picked in `player`). */
export const BOOKING_FORM_FIELDS = [
  "court_id",
  "date",
  "start_time",
  "duration_int",
  "booking_type",
  "status",
  "player",
  "walk_in_name",
  "walk_in_phone",
  "price",
  "price_reason",
  "weeks",
] as const;

/** The server's field ("data.user_id", "data.repeat_weeks") as the form's. */
export function formFieldOf(serverField: string): string {
  const field = serverField.replace(/^data\./, "");
  if (field === "user_id") return "player";
  if (field === "repeat_weeks") return "weeks";
  return field;
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** What the form sends; numbers that cannot be read go as "" for the schema to refuse. */
export function bookingData(values: BookingFormValues) {
  const weeks = numberValue(values.weeks, WEEKS_RULE);
  const walkIn = values.who === "walk_in";
  return {
    court_id: values.court_id === "" ? undefined : Number(values.court_id),
    date: values.date,
    start_time: values.start_time,
    duration_int: Number(values.duration_int),
    status: values.status,
    booking_type: values.booking_type,
    user_id: walkIn ? undefined : values.player?.id,
    walk_in_name: walkIn ? blankToUndefined(values.walk_in_name) : undefined,
    walk_in_phone: walkIn ? blankToUndefined(values.walk_in_phone) : undefined,
    price: values.special_price ? numberValue(values.price, PESOS_RULE) : undefined,
    price_reason: values.special_price ? values.price_reason.trim() : undefined,
    repeat_weeks: values.repeat ? (weeks === "" ? weeks : weeks - 1) : 0,
  };
}

const MESSAGES: Record<string, string> = {
  court_id: "Elige la cancha",
  start_time: "Elige la hora de inicio",
};

/** The same rules as the server (the contract's schema), each message beside its field. */
export function validateBookingForm(values: BookingFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = staffCreateBookingDataSchema.safeParse(bookingData(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ""));
      errors[field] ??= MESSAGES[field] ?? issue.message;
    }
  }
  if (values.who === "player" && !values.player) errors.player = "Busca y elige al jugador";
  delete errors[values.who === "player" ? "walk_in_name" : "player"];
  if (values.repeat) {
    const weeks = numberValue(values.weeks, WEEKS_RULE);
    if (weeks === "" || weeks < 2 || weeks > MAX_REPEAT_WEEKS + 1) {
      errors.weeks = `Indica entre 2 y ${MAX_REPEAT_WEEKS + 1} semanas`;
    }
  }
  return {
    ...errors,
    ...numberErrors({
      ...(values.special_price ? { price: [values.price, PESOS_RULE] as const } : {}),
      ...(values.repeat ? { weeks: [values.weeks, WEEKS_RULE] as const } : {}),
    }),
  };
}

/** The body once the form is valid (the schema has filled its defaults). */
export const validBookingData = (values: BookingFormValues) =>
  staffCreateBookingDataSchema.parse(bookingData(values)) as CreateStaffBookingData;

/** What a weekly repeat books, nouns agreeing with the count: "4 reservas: esta fecha y las 3 semanas siguientes…". */
export function repeatHelp(weeksText: string): string {
  const weeks = numberValue(weeksText, WEEKS_RULE);
  if (weeks === "" || weeks < 2) return "Incluye esta fecha y las semanas siguientes, a la misma hora";
  const after =
    weeks - 1 === 1 ? "la semana siguiente" : `las ${countText(weeks - 1, "semana", "semanas")} siguientes`;
  return `${countText(weeks, "reserva", "reservas")}: esta fecha y ${after}, a la misma hora`;
}
