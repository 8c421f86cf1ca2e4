import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import {
  datesInOrder,
  dateTimeParts,
  idParams,
  pageQuery,
  paginationSchema,
  requiredClpAmount,
} from "./common";
import { endpoint } from "./endpoint";

export const cashRegisterSchema = z.object({
  id: z.number().int(),
  cash_register_name: z.string(),
  cash_register_open: z.boolean(),
  // The operator of the current (or last) session.
  users_permissions_user: z
    .object({ id: z.number().int(), name: z.string(), lastname: z.string() })
    .nullable(),
  cash_register_last_action_datetime: z
    .object({ date: z.string(), timeWithoutSeconds: z.string() })
    .nullable(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;

const requiredAmount = requiredClpAmount("El monto es obligatorio");

export const openCashRegister = endpoint({
  method: "PUT",
  path: "/api/admin/cash_register/open_cash_register/:id",
  summary: "Abrir una caja con el efectivo inicial",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  body: z.object({
    cash_register_record_open_cash_user_amount: requiredAmount,
  }),
  response: z.object({ ok: z.literal(true), message: z.string(), cash_register: cashRegisterSchema }),
});

export const closeCashRegister = endpoint({
  method: "PUT",
  path: "/api/admin/cash_register/close_cash_register/:id",
  summary: "Cerrar una caja con el efectivo contado",
  tag: "cash_register",
  access: "admin",
  params: idParams,
  body: z.object({
    cash_register_record_close_cash_user_amount: requiredAmount,
  }),
  response: z.object({ ok: z.literal(true), message: z.string(), cash_register: cashRegisterSchema }),
});

export const cashRegisterRecordSchema = z.object({
  id: z.number().int(),
  cash_register_record_open_cash_user_amount: z.number().int(),
  cash_register_record_close_cash_user_amount: z.number().int().nullable(),
  cash_register_record_datetime: dateTimeParts,
  cash_register_record_close_datetime: dateTimeParts.nullable(),
  cash_register_record_open: z.boolean(),
  cash_register_record_user_data: z.object({
    user_id: z.number().int(),
    user_name: z.string(),
    user_lastname: z.string(),
  }),
  cash_register: z.object({ id: z.number().int(), cash_register_name: z.string() }),
  cash_register_record_close_debit_balance: z.number().int(),
  cash_register_record_close_transfer_balance: z.number().int(),
  cash_register_record_close_credit_balance: z.number().int(),
  cash_register_record_close_cash_balance: z.number().int(),
  cash_register_record_close_cash_backend_balance: z.number().int(),
  cash_register_record_close_reservation_balance: z.number().int(),
  cash_register_record_close_total_balance: z.number().int(),
  cash_balance_diff: z.number().int(),
});
export type CashRegisterRecord = z.infer<typeof cashRegisterRecordSchema>;

const recordsPage = z.object({
  cash_register_records: z.array(cashRegisterRecordSchema),
  pagination: paginationSchema,
});

export const RECORD_STATES = ["open", "closed"] as const;

/**
 * A page of sessions; optionally only open or only closed ones (Balances lists the closed), and opened
 * between two days of the club's calendar, both included.
 */
export const cashRegisterRecordsQuery = pageQuery(10)
  .extend({
    status: z.enum(RECORD_STATES, { error: "El estado debe ser open o closed" }).optional(),
    start_date: bookingDate.optional(),
    end_date: bookingDate.optional(),
  })
  .superRefine(datesInOrder);

export const getCashRegisterRecords = endpoint({
  method: "GET",
  path: "/api/admin/cash_register_record/get_cash_register_records",
  summary:
    "Historial de aperturas y cierres de caja del club, las más recientes primero; filtra por estado y por día de apertura",
  tag: "cash_register",
  access: "admin",
  querystring: cashRegisterRecordsQuery,
  response: recordsPage,
});

export const findCashRegisterRecordsByUserId = endpoint({
  method: "GET",
  path: "/api/admin/cash_register_record/find_cash_register_records_by_user_id/:userId",
  summary: "Historial de cajas de un operador del club",
  tag: "cash_register",
  access: "admin",
  params: z.object({ userId: idParams.shape.id }),
  querystring: pageQuery(10),
  response: recordsPage,
});
