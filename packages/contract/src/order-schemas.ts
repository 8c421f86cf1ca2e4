import { ORDER_SOURCES, ORDER_STATES, type OrderSource } from "@club/domain";
import { z } from "zod";
import { bookingStatus, clubRef } from "./booking-schemas";
import { clpAmount, dateTimeParts, idParam, updateData } from "./common";
import { quantitySchema } from "./item-schemas";
import { RECEPTION_METHODS } from "./staff-booking-schemas";
import { text } from "./text";

/** The states of an order: `pending → paid → cancelled` and `pending → cancelled`, nothing else. */
export const ORDER_STATUSES = ORDER_STATES;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Where a sale was made (domain `order-sources.ts`). */
export { ORDER_SOURCES, type OrderSource };
/** How money is taken at the counter. */
export const ORDER_PAYMENT_METHODS = RECEPTION_METHODS;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** The most lines an order may hold, of each kind. */
export const MAX_ORDER_LINES = 200;

export const orderSource = z.enum(ORDER_SOURCES, { error: "El origen debe ser pos, reception o app" });

export const orderItemInput = z.object({
  item: idParam,
  // Whole units, or up to 3 decimals for an item sold by weight or volume (the server checks which).
  quantity: quantitySchema.refine((v) => v > 0, "La cantidad debe ser mayor que cero"),
});

export const orderBookingInput = z.object({
  booking: idParam,
  percentage: z.literal([50, 100], { error: "El porcentaje debe ser 50 o 100" }),
});

export const orderPaymentInput = z.object({
  method: z.enum(ORDER_PAYMENT_METHODS, {
    error: "El medio de pago debe ser cash, debit, credit o transfer",
  }),
  amount: clpAmount.refine((v) => v > 0, "El monto debe ser mayor que cero"),
});

const personName = (message: string) =>
  text(message).trim().min(1, message).max(100, "Puede tener hasta 100 caracteres");

/** Who gets the receipt by e-mail. */
export const orderMailClientInput = z.object({
  name: personName("El nombre es obligatorio"),
  lastname: personName("El apellido es obligatorio"),
  email: text("El correo es obligatorio")
    .trim()
    .max(254, "El correo es demasiado largo")
    .pipe(z.email("Ingresa un correo válido")),
});
export type OrderMailClientInput = z.infer<typeof orderMailClientInput>;

/** Refuses a second entry with the same key (a booking charged twice, a method paid twice), on its field. */
const uniqueBy =
  <T>(key: (entry: T) => unknown, field: string, message: string) =>
  (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      if (seen.has(key(entry))) ctx.addIssue({ code: "custom", path: [index, field], message });
      seen.add(key(entry));
    });
  };

// The same item twice is one line: its quantities add up (a product scanned twice).
const orderItemsInput = z.array(orderItemInput).max(MAX_ORDER_LINES, `Hasta ${MAX_ORDER_LINES} productos`);
const orderBookingsInput = z
  .array(orderBookingInput)
  .max(MAX_ORDER_LINES, `Hasta ${MAX_ORDER_LINES} reservas`)
  .superRefine(uniqueBy((b) => b.booking, "booking", "Esta reserva ya está en la venta"));
const orderPaymentsInput = z
  .array(orderPaymentInput)
  .max(4, "Un pago por medio como máximo")
  .superRefine(uniqueBy((p) => p.method, "method", "Un pago por medio como máximo"));

/** The lines and payments an order is made of; the server prices every line itself. */
export const orderContentInput = z.object({
  order_items: orderItemsInput.default([]),
  order_bookings: orderBookingsInput.default([]),
  order_payments: orderPaymentsInput.default([]),
  // The cash the client hands over; at least the cash part. Without it, exactly the cash part.
  order_cash_received: clpAmount.optional(),
  order_send_mail_client: orderMailClientInput.optional(),
});

export const createOrderData = orderContentInput.extend({
  order_status: z.enum(["paid", "pending"], { error: "El estado debe ser paid o pending" }),
  order_source: orderSource,
});

/** Edits a pending order; `order_status: "paid"` charges it. Parts left out stay as they are. */
export const updateOrderData = updateData(
  z.object({
    order_status: z.enum(["paid", "pending"], { error: "El estado debe ser paid o pending" }).optional(),
    order_source: orderSource.optional(),
    order_items: orderItemsInput.optional(),
    order_bookings: orderBookingsInput.optional(),
    order_payments: orderPaymentsInput.optional(),
    order_cash_received: clpAmount.optional(),
    order_send_mail_client: orderMailClientInput.nullable().optional(),
  }),
);

/** `Idempotency-Key`: a uuid the client makes once per sale and sends again on every retry of it. */
export const idempotencyHeaders = z.looseObject({
  "idempotency-key": z.uuid({ error: "Falta la clave Idempotency-Key (un uuid)" }),
});

export const orderItemLineSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  item_brand: z.string(),
  // Exact: up to 3 decimals for bulk items.
  item_quantity: z.number(),
  item_sell_price: z.number().int(),
  item_amount: z.number().int(),
  item_bulk: z.boolean(),
  item_image_thumbnail: z.string().nullable(),
  item_measure_unit_short: z.string().nullable(),
});

export const orderBookingLineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  price: z.number().int(),
  status: bookingStatus,
  start_time: z.string(),
  end_time: z.string(),
  duration_int: z.number().int(),
  duration_text: z.string(),
  court_name: z.string(),
  schedule_id: z.number().int().nullable(),
  payment_percentage: z.number().int(),
  // What this order charges of the booking: the share and its amount.
  order_percentage: z.number().int(),
  order_amount: z.number().int(),
});

export const orderPaymentSchema = z.object({
  method: z.enum(ORDER_PAYMENT_METHODS),
  amount: z.number().int(),
});

/** An order as the sales list shows it (spec section 3). */
export const orderSchema = z.object({
  id: z.number().int(),
  order_amount: z.number().int(),
  order_currency: z.literal("CLP"),
  order_source: z.enum(ORDER_SOURCES),
  order_status: z.enum(ORDER_STATUSES),
  order_date: dateTimeParts,
  order_details: z.object({
    items: z.array(orderItemLineSchema),
    bookings: z.array(orderBookingLineSchema),
  }),
  club: clubRef,
  order_send_mail_client: z.object({ name: z.string(), lastname: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order with everything about it: payments, cash, the register that took it, its cancellation. */
export const orderDetailSchema = orderSchema.extend({
  order_cash_payed: z.number().int(),
  order_change: z.number().int(),
  order_details: orderSchema.shape.order_details.extend({
    cash_register: z.object({ cash_register_name: z.string() }).nullable(),
    payments: z.array(orderPaymentSchema),
  }),
  order_send_mail_client: z.object({ name: z.string(), lastname: z.string(), email: z.string() }).nullable(),
  order_paid_date: dateTimeParts.nullable(),
  order_cancelled_date: dateTimeParts.nullable(),
  // The register whose record took the refund of a cancelled paid order.
  order_refund_cash_register: z.object({ cash_register_name: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
