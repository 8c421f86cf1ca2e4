import { BOOKING_PAYMENT_PERCENTAGES, type BookingPaymentPercentage, receptionCharge } from "@club/domain";
import { conflict } from "../../http/app-error";

/** What decides whether a booking can be paid online now, and how much each share costs. */
export type PaymentState = {
  price: number;
  paid: number;
  status: string;
  startsAt: Date;
  holdUntil: Date | null;
  cancelled: boolean;
  /** The share the club asks to pay online: 0, 50 or 100. */
  clubPercentage: number;
  now: Date;
};

/** The payment state of a booking row (cancelled or not by `cancelledAt`). */
export const paymentStateOf = (
  row: Pick<PaymentState, "price" | "status" | "startsAt" | "holdUntil"> & { cancelledAt: Date | null },
  paid: number,
  clubPercentage: number,
  now: Date,
): PaymentState => ({
  price: row.price,
  paid,
  status: row.status,
  startsAt: row.startsAt,
  holdUntil: row.holdUntil,
  cancelled: row.cancelledAt !== null,
  clubPercentage,
  now,
});

export type PaymentOption = { percentage: BookingPaymentPercentage; amount: number };

export const ALREADY_PAID_MESSAGE = "La reserva ya está pagada";
export const FULL_PAYMENT_MESSAGE = "Este club pide pagar el 100 % de la reserva en línea";
export const NO_ONLINE_PAYMENT_MESSAGE = "Este club no recibe pagos en línea: la reserva se paga en el club.";

function blockedReason(s: PaymentState): string | null {
  if (s.cancelled) return "La reserva está cancelada: no se puede pagar";
  // «Sin pago en línea (se paga en el club)» means what it says: online payment is off, not optional.
  if (s.clubPercentage === 0) return NO_ONLINE_PAYMENT_MESSAGE;
  if (s.startsAt.getTime() <= s.now.getTime()) return "La reserva ya comenzó: el saldo se paga en el club";
  if (s.status === "p0" && s.holdUntil && s.holdUntil.getTime() <= s.now.getTime()) {
    return "Se venció el plazo para pagar esta reserva y el horario se liberó. Reserva de nuevo.";
  }
  return null;
}

/**
 * The shares open to pay online: 50 % unless the club asks for all of it, and 100 %, each for what is
 * still owed to reach it (`receptionCharge`, the same sum reception takes). None for a cancelled, started
 * or released booking, one already paid, or any of a club that takes no online payment, with the reason.
 */
export function onlinePaymentOptions(s: PaymentState): { options: PaymentOption[]; blocked: string | null } {
  const reason = blockedReason(s);
  if (reason) return { options: [], blocked: reason };
  const options = BOOKING_PAYMENT_PERCENTAGES.filter((p) => p === 100 || s.clubPercentage < 100)
    .map((percentage) => ({ percentage, amount: receptionCharge(s.price, percentage, s.paid) }))
    .filter((o) => o.amount > 0);
  return { options, blocked: options.length > 0 ? null : ALREADY_PAID_MESSAGE };
}

/** What paying `percentage` online costs now; a 409 with the reason when that share is not open. */
export function onlineCharge(s: PaymentState, percentage: BookingPaymentPercentage): number {
  const { options, blocked } = onlinePaymentOptions(s);
  const option = options.find((o) => o.percentage === percentage);
  if (option) return option.amount;
  if (blocked) throw conflict(blocked);
  throw conflict(
    percentage === 50 && s.clubPercentage === 100 && receptionCharge(s.price, 50, s.paid) > 0
      ? FULL_PAYMENT_MESSAGE
      : "La reserva ya tiene abonado el 50 %",
  );
}
