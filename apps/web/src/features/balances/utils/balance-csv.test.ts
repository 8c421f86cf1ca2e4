import type { CashRegisterRecordDetail } from "@club/contract";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CSV_DELIMITER } from "../../../lib/excel-csv";
import { balanceCsvName, balanceToCsv } from "./balance-csv";

const detail: CashRegisterRecordDetail = {
  cash_register_record: {
    id: 12,
    cash_register_record_open_cash_user_amount: 45000,
    cash_register_record_close_cash_user_amount: 59500,
    cash_register_record_datetime: { date: "23-11-2026", time: "09:00:00", timeWithoutSeconds: "09:00" },
    cash_register_record_close_datetime: {
      date: "23-11-2026",
      time: "18:30:00",
      timeWithoutSeconds: "18:30",
    },
    cash_register_record_open: false,
    cash_register_record_user_data: { user_id: 3, user_name: "Ana", user_lastname: "Muñoz" },
    cash_register: { id: 2, cash_register_name: "Caja Bar; Terraza" },
    cash_register_record_close_debit_balance: 8000,
    cash_register_record_close_transfer_balance: 0,
    cash_register_record_close_credit_balance: 0,
    cash_register_record_close_cash_balance: 5000,
    cash_register_record_close_cash_backend_balance: 16000,
    cash_register_record_close_reservation_balance: 30000,
    cash_register_record_close_total_balance: 59000,
    cash_balance_diff: -1500,
  },
  balances: {
    debit: 8000,
    transfer: 0,
    credit: 0,
    cash: 5000,
    cash_backend: 16000,
    reservation: 30000,
    cash_in: 10000,
    cash_out: 15000,
    total: 59000,
    expected_cash: 61000,
    cash_balance_diff: -1500,
  },
  booking_payments: [],
  cash_movements: [],
  orders: [],
};

describe("balanceToCsv", () => {
  it("writes the closing report as concept and value rows that Excel in Chile reads", () => {
    const csv = balanceToCsv(detail);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: CSV_DELIMITER }).data;
    expect(rows[0]).toEqual(["Concepto", "Valor"]);
    const values = Object.fromEntries(rows.slice(1));
    expect(values).toMatchObject({
      Caja: "Caja Bar; Terraza",
      Registro: "12",
      Operador: "Ana Muñoz",
      Apertura: "23-11-2026 09:00",
      Efectivo: "5000",
      "Efectivo en recepción (reservas)": "16000",
      "Reservas online": "30000",
      Total: "59000",
      "Ingresos de efectivo": "10000",
      "Retiros de efectivo": "15000",
      "Efectivo esperado": "61000",
      "Efectivo contado": "59500",
      Diferencia: "-1500",
    });
    expect(balanceCsvName(12)).toBe("informe-z-caja-12.csv");
  });
});
