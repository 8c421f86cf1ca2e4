import type { ClubSettings, UpdateClubData } from "@club/contract";
import { type NumberRule, parseEsClNumber } from "@club/domain";
import { numberErrors, numberText, numberValue } from "../../../lib/number-fields";

/** Days, hours, minutes and counts: whole numbers, never negative. */
export const WHOLE_RULE: NumberRule = { decimals: 0, negative: false, tooPrecise: "Usa un número entero" };

const NUMBER_FIELDS = [
  "booking_window_days",
  "cancellation_hours",
  "booking_hold_minutes",
  "max_active_bookings",
  "match_reminder_hours",
  "waitlist_offer_minutes",
] as const;

export type ClubFormValues = {
  name: string;
  address: string;
  phone: string;
  support_email: string;
  time_zone: string;
  enabled_services: string[];
  online_payment_percentage: string;
  match_share_refund: "refund" | "keep";
} & Record<(typeof NUMBER_FIELDS)[number], string>;

export const CLUB_FORM_FIELDS: readonly string[] = [
  "name",
  "address",
  "phone",
  "support_email",
  "time_zone",
  "enabled_services",
  "online_payment_percentage",
  "match_share_refund",
  "logo_key",
  ...NUMBER_FIELDS,
];

/** `data.name` → `name`. */
export const clubFormFieldOf = (serverField: string) => serverField.replace(/^data\./, "");

export function clubFormValues(club: ClubSettings): ClubFormValues {
  return {
    name: club.name,
    address: club.address,
    phone: club.phone,
    support_email: club.support_email,
    time_zone: club.time_zone,
    enabled_services: club.enabled_services.map(String),
    online_payment_percentage: String(club.online_payment_percentage),
    booking_window_days: numberText(club.booking_window_days, WHOLE_RULE),
    cancellation_hours: numberText(club.cancellation_hours, WHOLE_RULE),
    booking_hold_minutes: numberText(club.booking_hold_minutes, WHOLE_RULE),
    max_active_bookings: numberText(club.max_active_bookings, WHOLE_RULE),
    match_share_refund: club.match_share_refund,
    match_reminder_hours: numberText(club.match_reminder_hours, WHOLE_RULE),
    waitlist_offer_minutes: numberText(club.waitlist_offer_minutes, WHOLE_RULE),
  };
}

/** The whole form for update_club; the logo is added by the caller once uploaded. */
export function clubData(values: ClubFormValues): UpdateClubData {
  const whole = (text: string) => {
    const value = numberValue(text, WHOLE_RULE);
    return value === "" ? undefined : value;
  };
  return {
    name: values.name,
    address: values.address,
    phone: values.phone,
    support_email: values.support_email,
    time_zone: values.time_zone,
    enabled_services: values.enabled_services.map(Number) as UpdateClubData["enabled_services"],
    online_payment_percentage: Number(values.online_payment_percentage) as 0 | 50 | 100,
    booking_window_days: whole(values.booking_window_days),
    cancellation_hours: whole(values.cancellation_hours),
    booking_hold_minutes: whole(values.booking_hold_minutes),
    max_active_bookings: whole(values.max_active_bookings),
    match_share_refund: values.match_share_refund,
    match_reminder_hours: whole(values.match_reminder_hours),
    waitlist_offer_minutes: whole(values.waitlist_offer_minutes),
  };
}

export function validateClubForm(values: ClubFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = "El nombre es obligatorio";
  if (!values.support_email.trim()) errors.support_email = "El correo de soporte es obligatorio";
  for (const field of NUMBER_FIELDS) {
    if (parseEsClNumber(values[field], WHOLE_RULE).value === null)
      errors[field] = "Este número es obligatorio";
  }
  return {
    ...errors,
    ...numberErrors(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, [values[f], WHOLE_RULE] as const]))),
  };
}
