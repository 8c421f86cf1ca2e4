import transbank from "transbank-sdk";
import type { WebpayConfig } from "../../config";
import { GatewayError, type PaymentGateway } from "./payment-gateway";

// The SDK is CommonJS: Node's ESM loader finds no named exports in it, only the default one.
const { Environment, Options, WebpayPlus } = transbank;

// Webpay's own limit on waiting for an answer; the SDK has none by default.
const TIMEOUT_MS = 15_000;

/**
 * Transbank Webpay Plus through its official SDK. `create` opens the transaction; the browser goes to
 * Webpay's form with `token_ws`; `commit` confirms it (AUTHORIZED with response code 0 is the only
 * approval). A commit Webpay refuses (a second commit, an unknown token) is a GatewayError.
 */
export function webpayGateway(config: WebpayConfig, publicUrl: string): PaymentGateway {
  const host =
    config.apiUrl ?? (config.environment === "production" ? Environment.Production : Environment.Integration);
  const transaction = new WebpayPlus.Transaction(
    new Options(config.commerceCode, config.apiKey, host.replace(/\/$/, ""), TIMEOUT_MS),
  );
  return {
    method: "webpay",
    async create(input) {
      const created = await call(() =>
        transaction.create(input.buyOrder, input.sessionId, input.amount, `${publicUrl}${input.returnPath}`),
      );
      const token = String(created.token);
      const url = new URL(String(created.url));
      url.searchParams.set("token_ws", token);
      return { token, redirectUrl: url.toString() };
    },
    async commit(token) {
      const result = await call(() => transaction.commit(token));
      if (result.status === "AUTHORIZED" && result.response_code === 0) {
        return {
          authorized: true,
          amount: Number(result.amount),
          authorizationCode: String(result.authorization_code),
          buyOrder: String(result.buy_order),
        };
      }
      return { authorized: false, detail: `${result.status} (código ${result.response_code})` };
    },
  };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new GatewayError(error instanceof Error ? error.message : "Webpay no respondió", { cause: error });
  }
}
