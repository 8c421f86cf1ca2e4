import { z } from "zod";
import { bookingPaymentPercentage, bookingSchema } from "./booking-schemas";
import { bookingSlugParams } from "./bookings";
import { endpoint } from "./endpoint";

/** What the player may pay now: each share still open, with what it costs. */
export const paymentOptionSchema = z.object({
  percentage: bookingPaymentPercentage,
  amount: z.number().int(),
});

export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const getPayment = endpoint({
  method: "GET",
  path: "/api/payment/get_payment/:slug",
  summary: "Una reserva propia con lo pagado y lo que se puede pagar en línea",
  tag: "payment",
  access: "user",
  params: bookingSlugParams,
  response: z.object({
    booking: bookingSchema,
    paid_amount: z.number().int(),
    // The share the club asks to pay online (0 none, 50 or 100).
    online_payment_percentage: z.number().int(),
    options: z.array(paymentOptionSchema),
    // Why nothing can be paid (cancelled, started, already paid); null while something can.
    blocked_reason: z.string().nullable(),
  }),
});

/** Where the browser goes to pay: with post_fields it posts them to redirect_url in a form (Webpay's token_ws). */
export const gatewayRedirectSchema = z.object({
  redirect_url: z.string(),
  post_fields: z.record(z.string(), z.string()).nullable(),
});

export const startPayment = endpoint({
  method: "POST",
  path: "/api/payment/start/:slug",
  summary: "Empezar el pago en línea de una reserva propia (50 % o 100 %): dirección de la pasarela",
  tag: "payment",
  access: "user",
  params: bookingSlugParams,
  body: z.object({ percentage: bookingPaymentPercentage }),
  response: gatewayRedirectSchema,
});

/** What the return from the gateway ended in, as the `resultado` query of /payment/{slug}. */
export const PAYMENT_RESULTS = ["pagado", "rechazado", "anulado", "expirado", "pendiente"] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
