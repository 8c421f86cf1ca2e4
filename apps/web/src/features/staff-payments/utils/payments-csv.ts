import type { StaffPayment } from "@club/contract";
import { formatIsoDay, PAYMENT_METHOD_LABELS } from "@club/domain";
import { datedCsvName, excelCsv } from "../../../lib/excel-csv";
import { PAYMENT_CHANNEL_LABELS, PAYMENT_STATUS_LABELS } from "../../../lib/payment-method-labels";
import { formatDateTime, settledAtOf } from "./payment-labels";

const COLUMNS: [string, (p: StaffPayment) => string | number][] = [
  ["Creado", (p) => formatDateTime(p.created_at)],
  ["Liquidado", (p) => formatDateTime(settledAtOf(p), "")],
  ["Reserva", (p) => p.booking.slug],
  ["Fecha de la reserva", (p) => formatIsoDay(p.booking.date)],
  ["Hora", (p) => p.booking.start_time],
  ["Cancha", (p) => p.booking.court_name],
  ["Cliente", (p) => p.payer_name ?? ""],
  ["Canal", (p) => PAYMENT_CHANNEL_LABELS[p.channel]],
  ["Venta", (p) => p.order_id ?? ""],
  ["Medio", (p) => PAYMENT_METHOD_LABELS[p.method]],
  ["Porcentaje", (p) => p.percentage ?? "Parte"],
  // Whole pesos without grouping: Excel reads them as numbers.
  ["Monto (CLP)", (p) => p.amount],
  ["Estado", (p) => PAYMENT_STATUS_LABELS[p.status]],
  ["Caja", (p) => p.cash_register_name ?? ""],
];

export const paymentsToCsv = (payments: readonly StaffPayment[]) => excelCsv(COLUMNS, payments);

/** pagos-2026-11-23.csv, by the local date. */
export const paymentsCsvName = (date = new Date()) => datedCsvName("pagos", date);
