import { randomBytes, randomInt } from "node:crypto";
import { type GatewayCommit, GatewayError, type PaymentGateway } from "./payment-gateway";

export type TestDecision = "approve" | "reject" | "abandon";

type Transaction = {
  amount: number;
  buyOrder: string;
  sessionId: string;
  returnPath: string;
  createdAt: number;
  decision: TestDecision | null;
  committed: GatewayCommit | null;
  refunded: boolean;
};

export type TestTransactionView = Pick<Transaction, "amount" | "buyOrder">;

// Far longer than anyone takes on the page; older transactions are forgotten.
const LIFETIME_MS = 60 * 60_000;

export const TEST_GATEWAY_PATH = "/api/payment/test_gateway";

/**
 * The gateway used without Webpay credentials, for the demo and the tests: a page of this server where
 * one approves, rejects or abandons, then goes back to our return address the way Webpay does
 * (`token_ws`, or `TBK_TOKEN` with the buy order and session when abandoned). It charges nothing. Its
 * transactions live in this instance's memory, so it is for a single instance.
 */
export function testGateway() {
  const transactions = new Map<string, Transaction>();

  function forgetOld(now: number) {
    for (const [token, t] of transactions) if (now - t.createdAt > LIFETIME_MS) transactions.delete(token);
  }

  const gateway: PaymentGateway = {
    method: "test",
    async create(input) {
      forgetOld(Date.now());
      const token = randomBytes(32).toString("hex");
      transactions.set(token, {
        ...input,
        createdAt: Date.now(),
        decision: null,
        committed: null,
        refunded: false,
      });
      return { token, redirectUrl: `${TEST_GATEWAY_PATH}/${token}`, postFields: null };
    },
    async commit(token) {
      const t = transactions.get(token);
      if (!t || t.decision === null || t.decision === "abandon" || t.committed) {
        throw new GatewayError("Transacción desconocida, sin terminar o ya confirmada");
      }
      t.committed =
        t.decision === "reject"
          ? { authorized: false, detail: "Rechazada en la pasarela de prueba" }
          : {
              authorized: true,
              amount: t.amount,
              authorizationCode: String(randomInt(1_000_000)).padStart(6, "0"),
              buyOrder: t.buyOrder,
            };
      return t.committed;
    },
    async status(token) {
      const t = transactions.get(token);
      if (!t) throw new GatewayError("Transacción desconocida");
      if (t.committed) return t.committed;
      return t.decision === "abandon"
        ? { authorized: false, detail: "Anulada en la pasarela de prueba" }
        : { open: true };
    },
    async refund(token) {
      const t = transactions.get(token);
      if (!t?.committed?.authorized) throw new GatewayError("Transacción desconocida o no autorizada");
      t.refunded = true;
    },
  };

  return {
    gateway,
    /** The transaction the page shows; null once unknown or already decided. */
    pending(token: string): TestTransactionView | null {
      const t = transactions.get(token);
      return t && t.decision === null ? { amount: t.amount, buyOrder: t.buyOrder } : null;
    },
    /** Whether the transaction was given back (a share refunded to a player who left). */
    refunded: (token: string) => transactions.get(token)?.refunded ?? false,
    /** Records the choice made on the page and answers where the browser goes back to; null if unknown. */
    decide(token: string, decision: TestDecision): string | null {
      const t = transactions.get(token);
      if (!t || t.decision !== null) return null;
      t.decision = decision;
      const back = new URLSearchParams(
        decision === "abandon"
          ? { TBK_TOKEN: token, TBK_ORDEN_COMPRA: t.buyOrder, TBK_ID_SESION: t.sessionId }
          : { token_ws: token },
      );
      return `${t.returnPath}?${back}`;
    },
  };
}

export type TestGateway = ReturnType<typeof testGateway>;
