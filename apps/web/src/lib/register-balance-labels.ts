import type { RegisterBalancesWire } from "@club/contract";

type Balance = keyof Pick<
  RegisterBalancesWire,
  "cash" | "cash_backend" | "debit" | "credit" | "transfer" | "reservation"
>;

/** The balances of a session by method, in the order the closing report reads them. */
export const BALANCE_ROWS: readonly { key: Balance; label: string }[] = [
  { key: "cash", label: "Efectivo" },
  { key: "cash_backend", label: "Efectivo en recepción (reservas)" },
  { key: "debit", label: "Débito" },
  { key: "credit", label: "Crédito" },
  { key: "transfer", label: "Transferencia" },
  { key: "reservation", label: "Reservas online" },
];
