import { z } from "zod";
import { cashMovementSchema } from "./cash-movements";
import { cashRegisterRecordSchema } from "./cash-registers";
import { dateTimeParts, idParams } from "./common";
import { endpoint } from "./endpoint";
import { ORDER_STATUSES, orderPaymentSchema } from "./order-schemas";
import { RECEPTION_METHODS } from "./staff-booking-schemas";

const pesos = z.number().int();

/**
 * A session's balances by method. Closed: as stored at the closing. Open: the running sums so far.
 * `cash` is the point of sale's net cash (cash parts of its sales minus cash refunds), `cash_backend` the
 * cash taken at reception, `debit`/`credit`/`transfer` the point of sale's (net of refunds) plus
 * reception's, `reservation` the club's online booking payments of the session's period (not cash),
 * `cash_in`/`cash_out` the cash movements, `total` every balance by method added up (neither the opening
 * cash nor the movements are in it), `expected_cash` what the drawer should hold (opening + cash +
 * cash_backend + cash_in − cash_out) and `cash_balance_diff` counted − expected (null while open).
 */
export const registerBalancesSchema = z.object({
  debit: pesos,
  transfer: pesos,
  credit: pesos,
  cash: pesos,
  cash_backend: pesos,
  reservation: pesos,
  cash_in: pesos,
  cash_out: pesos,
  total: pesos,
  expected_cash: pesos,
  cash_balance_diff: pesos.nullable(),
});
export type RegisterBalancesWire = z.infer<typeof registerBalancesSchema>;

/** A booking payment taken at reception into the session, on the club's clock. */
export const recordBookingPaymentSchema = z.object({
  id: z.number().int(),
  datetime: dateTimeParts,
  method: z.enum(RECEPTION_METHODS),
  // Null: a player's share of an open match, not a part of the booking.
  percentage: z.number().int().nullable(),
  amount: pesos,
  booking: z.object({
    id: z.number().int(),
    court_name: z.string(),
    date: z.string(),
    start_time: z.string(),
  }),
});
export type RecordBookingPayment = z.infer<typeof recordBookingPaymentSchema>;

/**
 * An order in the session: a `sale` it took (its time is the payment's; its status may since be
 * `cancelled`) or a `refund` it paid out (its time is the cancellation's). An order sold and cancelled in
 * the same session is listed twice. `cash` is the order's cash part (cash handed over minus change).
 */
export const recordOrderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["sale", "refund"]),
  datetime: dateTimeParts,
  order_amount: pesos,
  order_status: z.enum(ORDER_STATUSES),
  cash: pesos,
  order_payments: z.array(orderPaymentSchema),
});
export type RecordOrder = z.infer<typeof recordOrderSchema>;

export const cashRegisterRecordDetailSchema = z.object({
  cash_register_record: cashRegisterRecordSchema,
  balances: registerBalancesSchema,
  booking_payments: z.array(recordBookingPaymentSchema),
  cash_movements: z.array(cashMovementSchema),
  orders: z.array(recordOrderSchema),
});
export type CashRegisterRecordDetail = z.infer<typeof cashRegisterRecordDetailSchema>;

export const findCashRegisterRecord = endpoint({
  method: "GET",
  path: "/api/admin/cash_register_record/find_cash_register_record/:id",
  summary:
    "Un registro de caja del club: balances por medio, efectivo esperado, pagos de reservas, movimientos de efectivo y ventas de la sesión",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  response: cashRegisterRecordDetailSchema,
});
