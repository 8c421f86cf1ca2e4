import { z } from "zod";
import { endpoint } from "./endpoint";
import { matchSlugParams } from "./matches";
import { gatewayRedirectSchema } from "./payments";

/** Whether a player who leaves a match gets the share they paid back (`refund`) or the club keeps it. */
export const matchShareRefund = z.enum(["refund", "keep"]);

/** One player's place in the bill of a match: their share, and what they paid of it. */
const playerShareSchema = z.object({
  username: z.string(),
  name: z.string(),
  booker: z.boolean(),
  // What this place owes: the booker's is the rest of the price once the others' shares are counted.
  amount: z.number().int(),
  paid_amount: z.number().int(),
  // `paid`: all of it, online or at the counter; `partial`: some of it (the booker's half, say); `pending`: a
  // payment of theirs is open on the gateway's form; `covered`: unpaid by them, but the booking is paid whole
  // (the booker paid it), so they owe it to the booker, not to the club.
  status: z.enum(["paid", "partial", "pending", "covered", "unpaid"]),
});

export const matchPaymentsSchema = z.object({
  price: z.number().int(),
  paid_amount: z.number().int(),
  // The shares paid cover the price: the booking counts as paid.
  covered: z.boolean(),
  refund_policy: matchShareRefund,
  // Until when a player may leave (and, with `refund`, get their share back): an instant (ISO 8601).
  leave_until: z.string(),
  shares: z.array(playerShareSchema),
  // The caller's own share when they joined (the booker pays the booking from their bookings instead).
  own_share: z.object({ amount: z.number().int(), paid: z.boolean() }).nullable(),
  // Why the caller cannot pay their share online now, in Spanish; null when they can.
  blocked_reason: z.string().nullable(),
});

export type MatchPayments = z.infer<typeof matchPaymentsSchema>;

export const getMatchPayments = endpoint({
  method: "GET",
  path: "/api/match/get_match_payments/:slug",
  summary:
    "Quién pagó qué en un partido: la parte de cada jugador, lo pagado, y la política de devolución (solo sus jugadores)",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  response: matchPaymentsSchema,
});

export const payShare = endpoint({
  method: "POST",
  path: "/api/match/pay_share/:slug",
  summary: "Pagar en línea la parte propia de un partido al que se unió: dirección de la pasarela",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  response: gatewayRedirectSchema,
});
