import { STAFF_SETTABLE_STATUSES } from "@club/domain";
import { z } from "zod";
import {
  availabilityCourtSchema,
  bookingDate,
  bookingDuration,
  bookingPaymentPercentage,
  bookingSchema,
  bookingStartTime,
  clubRef,
} from "./booking-schemas";
import { clpAmount, idParam, updateData } from "./common";
import { text } from "./text";

export const BOOKING_TYPES = ["match", "class", "tournament", "maintenance"] as const;
export const RECEPTION_METHODS = ["cash", "debit", "credit", "transfer"] as const;
export const MAX_REPEAT_WEEKS = 52;

/** Staff set p0, pr, pc or pb by hand; p50 and p100 only come from a payment. */
export const staffStatus = z.enum(STAFF_SETTABLE_STATUSES, {
  error: (issue) =>
    issue.input === "p50" || issue.input === "p100"
      ? "Abonado (p50) y Pagado (p100) se obtienen cobrando la reserva"
      : "El estado debe ser p0, pr, pc o pb",
});

const bookingType = z.enum(BOOKING_TYPES, {
  error: "El tipo debe ser match, class, tournament o maintenance",
});
const walkInName = text("El nombre debe ser texto")
  .trim()
  .min(1, "Escribe el nombre de quien reserva")
  .max(100, "El nombre puede tener hasta 100 caracteres");
const walkInPhone = text("El teléfono debe ser texto")
  .trim()
  .max(30, "El teléfono puede tener hasta 30 caracteres")
  .regex(/^[\d +()-]*$/, "El teléfono solo lleva números, espacios, +, - y paréntesis");
const priceReason = text("El motivo debe ser texto")
  .trim()
  .max(200, "El motivo puede tener hasta 200 caracteres");

type PriceFields = { price?: number; price_reason?: string };
type Ctx = { addIssue(issue: { code: "custom"; path: string[]; message: string }): void };

/** A price other than the court's needs its reason, for the club's records. */
function checkPriceReason(data: PriceFields, ctx: Ctx) {
  if (data.price !== undefined && !data.price_reason) {
    ctx.addIssue({
      code: "custom",
      path: ["price_reason"],
      message: "Indica el motivo del precio distinto al de la cancha",
    });
  }
}

export const staffCreateBookingDataSchema = z
  .object({
    court_id: idParam,
    date: bookingDate,
    start_time: bookingStartTime,
    duration_int: bookingDuration,
    status: staffStatus,
    booking_type: bookingType,
    // A registered player, or someone at the counter by name (and phone).
    user_id: idParam.optional(),
    walk_in_name: walkInName.optional(),
    walk_in_phone: walkInPhone.optional(),
    price: clpAmount.optional(),
    price_reason: priceReason.optional(),
    // Extra weeks: 3 books this date and the same slot on the next three weeks.
    repeat_weeks: z
      .number({ error: "Las semanas deben ser un número" })
      .int("Las semanas deben ser un número entero")
      .min(0, "Las semanas no pueden ser negativas")
      .max(MAX_REPEAT_WEEKS, `Se puede repetir hasta ${MAX_REPEAT_WEEKS} semanas`)
      .default(0),
  })
  .superRefine((data, ctx) => {
    const walkIn = data.walk_in_name !== undefined || data.walk_in_phone !== undefined;
    if (data.user_id !== undefined && walkIn) {
      ctx.addIssue({
        code: "custom",
        path: ["walk_in_name"],
        message: "Elige un jugador o escribe el nombre de quien reserva, no ambos",
      });
    } else if (data.user_id === undefined && !data.walk_in_name && data.booking_type !== "maintenance") {
      ctx.addIssue({
        code: "custom",
        path: ["walk_in_name"],
        message: "Elige un jugador o escribe el nombre de quien reserva",
      });
    }
    checkPriceReason(data, ctx);
  });

export const staffUpdateBookingDataSchema = updateData(
  z.object({
    status: staffStatus.optional(),
    court_id: idParam.optional(),
    date: bookingDate.optional(),
    start_time: bookingStartTime.optional(),
    duration_int: bookingDuration.optional(),
    walk_in_name: walkInName.optional(),
    walk_in_phone: walkInPhone.optional(),
    price: clpAmount.optional(),
    price_reason: priceReason.optional(),
  }),
).superRefine(checkPriceReason);

/**
 * Money at the counter: a part of the booking (`percentage`), or the share of one player of its match
 * (`player_id`, a player who joined it) — one of the two.
 */
export const receptionPaymentSchema = z
  .object({
    method: z.enum(RECEPTION_METHODS, { error: "El medio de pago debe ser cash, debit, credit o transfer" }),
    percentage: bookingPaymentPercentage.optional(),
    player_id: idParam.optional(),
  })
  .refine((b) => (b.percentage === undefined) !== (b.player_id === undefined), {
    path: ["percentage"],
    message: "Indica el porcentaje de la reserva o el jugador cuya parte cobras, uno de los dos",
  });

/** A booking as the front desk sees it: who it is for, how it came in, and what was paid. */
export const staffBookingSchema = bookingSchema.extend({
  booking_type: bookingType,
  channel: z.enum(["online", "reception"]),
  user: z
    .object({ id: z.number().int(), name: z.string(), lastname: z.string(), phone: z.string().nullable() })
    .nullable(),
  walk_in_name: z.string().nullable(),
  walk_in_phone: z.string().nullable(),
  price_reason: z.string().nullable(),
  series_id: z.string().nullable(),
  paid_amount: z.number().int(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** A payment of the booking, or its line in a charged sale (`channel` sale, with `order_id`). */
export const bookingPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  channel: z.string(),
  method: z.string(),
  // Null: a player's share of an open match, not a part of the booking.
  percentage: z.number().int().nullable(),
  amount: z.number().int(),
  status: z.string(),
  cash_register_record_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const staffBookingDetailSchema = staffBookingSchema.extend({
  payments: z.array(bookingPaymentSchema),
  // The players who joined the booking's match, each with their share and whether it is paid; null: no match.
  match_shares: z
    .array(
      z.object({
        player_id: z.number().int(),
        name: z.string(),
        amount: z.number().int(),
        paid: z.boolean(),
      }),
    )
    .nullable(),
  cancellation: z
    .object({ cancelled_at: z.string(), reason: z.string(), cancelled_by: z.number().int().nullable() })
    .nullable(),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetailSchema>;

export const staffDaySchema = z.object({
  club: clubRef,
  date: z.string(),
  courts: z.array(availabilityCourtSchema),
  bookings: z.array(staffBookingSchema),
});
export type StaffDay = z.infer<typeof staffDaySchema>;
