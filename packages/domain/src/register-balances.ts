/**
 * Money taken into one register record (a session), by balance, in integer pesos, and the cash put into or
 * taken out of its drawer.
 * - `cash`: the point of sale's net cash: the cash part (cash handed over minus change) of the orders the
 *   record took, minus the cash part of the paid orders cancelled (refunded) on the record.
 * - `cashBackend`: cash taken in the back office (bookings paid at reception) on the record.
 * - `debit`, `credit`, `transfer`: point-of-sale payments by that method minus its refunds, plus reception
 *   booking payments by that method.
 * - `reservation`: the club's online booking payments settled during the session: informational, it never
 *   enters the drawer.
 * - `cashIn`, `cashOut`: cash put into and taken out of the drawer, with a reason (cash movements).
 */
export interface RegisterTakings {
  debit: number;
  transfer: number;
  credit: number;
  cash: number;
  cashBackend: number;
  reservation: number;
  cashIn: number;
  cashOut: number;
}

export interface RegisterBalances extends RegisterTakings {
  /**
   * Every balance by method added up: the money the session took, by any method. Neither the opening cash
   * nor the cash movements are in it (they are not takings).
   */
  total: number;
  /** The cash the drawer should hold: opening + cash + cash at reception + cash in − cash out. */
  expectedCash: number;
  /** Counted minus expected (negative: cash missing); null while nothing was counted. */
  cashDiff: number | null;
}

/** The cash the drawer should hold now: the opening cash, net cash sales, cash at reception and movements. */
export function expectedDrawerCash(openAmount: number, takings: RegisterTakings): number {
  return openAmount + takings.cash + takings.cashBackend + takings.cashIn - takings.cashOut;
}

/** The balances of a session from its opening cash, what it took and, once closed, the cash counted. */
export function registerBalances(
  openAmount: number,
  takings: RegisterTakings,
  counted: number | null,
): RegisterBalances {
  const { debit, transfer, credit, cash, cashBackend, reservation } = takings;
  const expectedCash = expectedDrawerCash(openAmount, takings);
  return {
    ...takings,
    total: debit + transfer + credit + cash + cashBackend + reservation,
    expectedCash,
    cashDiff: counted === null ? null : counted - expectedCash,
  };
}
