import { z } from "zod";
import { cashRegisterRecordSchema } from "./cash-registers";
import { dateTimeParts, idParams } from "./common";
import { endpoint } from "./endpoint";
import { RECEPTION_METHODS } from "./staff-booking-schemas";

const pesos = z.number().int();

/**
 * A session's balances by method. Closed: as stored at the closing. Open: the running sums so far.
 * `cash` is the point of sale's cash sales, `cash_backend` the cash taken at reception, `total` every
 * balance added up (the opening cash is not in it), `expected_cash` what the drawer should hold (opening
 * + cash + cash_backend) and `cash_balance_diff` counted − expected (null while open).
 */
export const registerBalancesSchema = z.object({
  debit: pesos,
  transfer: pesos,
  credit: pesos,
  cash: pesos,
  cash_backend: pesos,
  reservation: pesos,
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
  percentage: z.number().int(),
  amount: pesos,
  booking: z.object({
    id: z.number().int(),
    court_name: z.string(),
    date: z.string(),
    start_time: z.string(),
  }),
});
export type RecordBookingPayment = z.infer<typeof recordBookingPaymentSchema>;

export const cashRegisterRecordDetailSchema = z.object({
  cash_register_record: cashRegisterRecordSchema,
  balances: registerBalancesSchema,
  booking_payments: z.array(recordBookingPaymentSchema),
});
export type CashRegisterRecordDetail = z.infer<typeof cashRegisterRecordDetailSchema>;

export const findCashRegisterRecord = endpoint({
  method: "GET",
  path: "/api/admin/cash_register_record/find_cash_register_record/:id",
  summary:
    "Un registro de caja del club: balances por medio, efectivo esperado y pagos de reservas tomados en él",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  response: cashRegisterRecordDetailSchema,
});
