import { LIST_PAGE_SIZE } from "@club/domain";
import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import { datesInOrder, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";

/** How a booking payment was made: through a gateway online, or at reception. */
export const PAYMENT_METHODS = ["webpay", "test", "cash", "debit", "credit", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "rejected", "abandoned", "expired"] as const;
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
      .enum(PAYMENT_STATUSES, { error: "El estado debe ser pending, paid, rejected, abandoned o expired" })
      .optional(),
  })
  .superRefine(datesInOrder);

/** A payment of a booking as the club's list shows it. */
export const staffPaymentSchema = z.object({
  id: z.number().int(),
  booking: z.object({
    id: z.number().int(),
    slug: z.string(),
    date: z.string(),
    start_time: z.string(),
    court_name: z.string(),
  }),
  // The player's full name, or the walk-in's; null for a booking with neither (maintenance).
  payer_name: z.string().nullable(),
  channel: z.enum(["online", "reception"]),
  method: z.enum(PAYMENT_METHODS),
  percentage: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  // The register whose record took the cash; null for anything else.
  cash_register_name: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const getStaffPayments = endpoint({
  method: "GET",
  path: "/api/admin/payment/get_payments",
  summary: "Pagos de reservas del club (en línea y en recepción), del más nuevo al más antiguo, con filtros",
  tag: "payment",
  access: "admin",
  querystring: staffPaymentsQuery,
  response: z.object({ payments: z.array(staffPaymentSchema), pagination: paginationSchema }),
});
