import { LIST_PAGE_SIZE } from "@club/domain";
import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import { datesInOrder, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";

/** How a booking payment was made: through a gateway online, or at reception or in a sale. */
export const PAYMENT_METHODS = ["webpay", "test", "cash", "debit", "credit", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A sale split between several methods shows as `mixed`; the method filter finds it under each one. */
export const LISTED_PAYMENT_METHODS = [...PAYMENT_METHODS, "mixed"] as const;
export type ListedPaymentMethod = (typeof LISTED_PAYMENT_METHODS)[number];
/**
 * `refunded`: a booking charged in a sale that was cancelled afterwards, which gave the money back.
 * `abandoned`: an online attempt left on the gateway's form (its return said so, or it never came back
 * within the gateway's window, ONLINE_PAYMENT_WINDOW_MS of packages/domain).
 */
export const PAYMENT_STATUSES = ["pending", "paid", "rejected", "abandoned", "expired", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const staffPaymentsQuery = pageQuery(LIST_PAGE_SIZE)
  .extend({
    // Days on the club's calendar, both included, over when the payment was created.
    start_date: bookingDate.optional(),
    end_date: bookingDate.optional(),
    method: z
      .enum(PAYMENT_METHODS, { error: "El medio debe ser webpay, test, cash, debit, credit o transfer" })
      .optional(),
    status: z
      .enum(PAYMENT_STATUSES, {
        error: "El estado debe ser pending, paid, rejected, abandoned, expired o refunded",
      })
      .optional(),
  })
  .superRefine(datesInOrder);

/**
 * A payment of a booking as the club's list shows it: a booking payment (online or at reception), or the
 * booking's line in a charged sale (`sale`, with `order_id`; its `id` is the line's).
 */
export const staffPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  booking: z.object({
    id: z.number().int(),
    slug: z.string(),
    date: z.string(),
    start_time: z.string(),
    court_name: z.string(),
  }),
  // The player's full name, or the walk-in's; null for a booking with neither (maintenance).
  payer_name: z.string().nullable(),
  channel: z.enum(["online", "reception", "sale"]),
  method: z.enum(LISTED_PAYMENT_METHODS),
  // Null: a player's share of an open match, not a part of the booking.
  percentage: z.number().int().nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  // The register whose record took the money at the club; null online.
  cash_register_name: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const getStaffPayments = endpoint({
  method: "GET",
  path: "/api/admin/payment/get_payments",
  summary:
    "Pagos de reservas del club (en línea, en recepción y cobradas en ventas), del más nuevo al más antiguo, con filtros",
  tag: "payment",
  access: "admin",
  querystring: staffPaymentsQuery,
  response: z.object({ payments: z.array(staffPaymentSchema), pagination: paginationSchema }),
});
