import type { CashRegisterRecordDetail } from "@club/contract";
import { excelCsv } from "../../../lib/excel-csv";
import { BALANCE_ROWS } from "../../../lib/register-balance-labels";
import { momentText, operatorText } from "../../../lib/register-record-text";

type Line = readonly [concept: string, value: string | number];

/**
 * The closing report's lines, in the order it reads: the session, the balances by method and the cash
 * count. Amounts are whole pesos without grouping, so Excel reads them as numbers.
 */
export function closingReportLines(detail: CashRegisterRecordDetail): Line[] {
  const { balances: b, cash_register_record: r } = detail;
  return [
    ["Caja", r.cash_register.cash_register_name],
    ["Registro", r.id],
    ["Operador", operatorText(r)],
    ["Apertura", momentText(r.cash_register_record_datetime)],
    ["Cierre", momentText(r.cash_register_record_close_datetime)],
    ...BALANCE_ROWS.map(({ key, label }): Line => [label, b[key]]),
    ["Total", b.total],
    ["Efectivo inicial", r.cash_register_record_open_cash_user_amount],
    ["Ingresos de efectivo", b.cash_in],
    ["Retiros de efectivo", b.cash_out],
    ["Efectivo esperado", b.expected_cash],
    ["Efectivo contado", r.cash_register_record_close_cash_user_amount ?? ""],
    ["Diferencia", b.cash_balance_diff ?? ""],
  ];
}

export const balanceToCsv = (detail: CashRegisterRecordDetail) =>
  excelCsv<Line>(
    [
      ["Concepto", (l) => l[0]],
      ["Valor", (l) => l[1]],
    ],
    closingReportLines(detail),
  );

/** informe-z-caja-12.csv: one file per closing. */
export const balanceCsvName = (id: number) => `informe-z-caja-${id}.csv`;
