/**
 * Money taken into one register record (a session), by balance, in integer pesos. `cash` is the point of
 * sale's cash sales, `cashBackend` the cash taken in the back office (bookings paid at reception),
 * `reservation` the online booking payments of the session.
 */
export interface RegisterTakings {
  debit: number;
  transfer: number;
  credit: number;
  cash: number;
  cashBackend: number;
  reservation: number;
}

export interface RegisterBalances extends RegisterTakings {
  /** Every balance added up: the money the session took, by any method; the opening cash is not in it. */
  total: number;
  /** The cash the drawer should hold: the opening cash, cash sales and cash taken at reception. */
  expectedCash: number;
  /** Counted minus expected (negative: cash missing); null while nothing was counted. */
  cashDiff: number | null;
}

/** The balances of a session from its opening cash, what it took and, once closed, the cash counted. */
export function registerBalances(
  openAmount: number,
  takings: RegisterTakings,
  counted: number | null,
): RegisterBalances {
  const { debit, transfer, credit, cash, cashBackend, reservation } = takings;
  const expectedCash = openAmount + cash + cashBackend;
  return {
    ...takings,
    total: debit + transfer + credit + cash + cashBackend + reservation,
    expectedCash,
    cashDiff: counted === null ? null : counted - expectedCash,
  };
}
