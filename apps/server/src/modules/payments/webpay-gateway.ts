import transbank from "transbank-sdk";
import type { WebpayConfig } from "../../config";
import { type GatewayCommit, GatewayError, type PaymentGateway } from "./payment-gateway";

// The SDK is CommonJS: Node's ESM loader finds no named exports in it, only the default one.
const { Environment, Options, WebpayPlus } = transbank;

// Webpay's own limit on waiting for an answer; the SDK has none by default.
const TIMEOUT_MS = 15_000;

/**
 * Transbank Webpay Plus through its official SDK. `create` opens the transaction; the browser posts
 * `token_ws` to Webpay's form; `commit` confirms it (AUTHORIZED with response code 0 is the only
 * approval). A commit Webpay refuses (a second commit, an unknown token) is a GatewayError.
 */
export function webpayGateway(config: WebpayConfig, publicUrl: string): PaymentGateway {
  const transaction = new WebpayPlus.Transaction(
    new Options(config.commerceCode, config.apiKey, webpayOrigin(config), TIMEOUT_MS),
  );
  return {
    method: "webpay",
    async create(input) {
      const created = await call(() =>
        transaction.create(input.buyOrder, input.sessionId, input.amount, `${publicUrl}${input.returnPath}`),
      );
      // As Transbank documents it: the browser posts `token_ws` to the URL Webpay gave, in a form.
      const token = String(created.token);
      return { token, redirectUrl: String(created.url), postFields: { token_ws: token } };
    },
    async commit(token) {
      return outcomeOf(await call(() => transaction.commit(token)));
    },
    async status(token) {
      const result = await call(() => transaction.status(token));
      return result.status === "INITIALIZED" ? { open: true } : outcomeOf(result);
    },
    async refund(token, amount) {
      // Webpay answers REVERSED (the same day) or NULLIFIED once given back. It tells a transaction's status
      // for some days only: past that (or down), the refund is asked anyway, and one already given back is
      // refused by Webpay (its balance is gone), never paid twice.
      const state: WebpayAnswer | null = await call(() => transaction.status(token)).catch(
        (error: unknown) => {
          if (error instanceof GatewayError) return null;
          throw error;
        },
      );
      if (state?.status === "REVERSED" || state?.status === "NULLIFIED") return;
      const answer: { type?: string; response_code?: number } = await call(() =>
        transaction.refund(token, amount),
      );
      const done = answer.type === "REVERSED" || (answer.type === "NULLIFIED" && answer.response_code === 0);
      if (!done) throw new GatewayError(`Webpay no devolvió el pago (${answer.type})`);
    },
  };
}

type WebpayAnswer = {
  status?: string;
  response_code?: number;
  amount?: number;
  authorization_code?: string;
  buy_order?: string;
};

/** AUTHORIZED with response code 0 is the only approval. */
function outcomeOf(result: WebpayAnswer): GatewayCommit {
  if (result.status === "AUTHORIZED" && result.response_code === 0) {
    return {
      authorized: true,
      amount: Number(result.amount),
      authorizationCode: String(result.authorization_code),
      buyOrder: String(result.buy_order),
    };
  }
  return { authorized: false, detail: `${result.status} (código ${result.response_code})` };
}

/** Webpay's host (its API and its payment form): the configured URL, or Transbank's for the environment. */
export function webpayOrigin(config: WebpayConfig): string {
  const host =
    config.apiUrl ?? (config.environment === "production" ? Environment.Production : Environment.Integration);
  return new URL(host).origin;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new GatewayError(error instanceof Error ? error.message : "Webpay no respondió", { cause: error });
  }
}
