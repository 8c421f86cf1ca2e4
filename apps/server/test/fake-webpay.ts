import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const BASE = "/rswebpaytransaction/api/webpay/v1.2/transactions";

type Transaction = {
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  outcome: "authorize" | "reject";
  commits: number;
  refunds: number;
  /** The commit's answer, once it went through. */
  committed: Record<string, unknown> | null;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

/**
 * A fake of Webpay Plus's REST API on loopback, as the SDK calls it: POST …/transactions creates (token
 * and form URL), PUT …/transactions/{token} commits once (AUTHORIZED with response code 0, or FAILED with
 * -1 when the test says the card is rejected); a second commit is Webpay's 422; GET …/transactions/{token}
 * is the status (INITIALIZED until committed); POST …/transactions/{token}/refunds gives an authorized one
 * back once (REVERSED). It checks the commerce's headers, can answer slowly, so
 * returns overlap, and can lose its answers as a broken network would.
 */
export async function startFakeWebpay(opts: {
  commerceCode: string;
  apiKey: string;
  commitDelayMs?: number;
}) {
  const transactions = new Map<string, Transaction>();
  let loseAnswers = false;
  let statusDown = false;
  let dropNextCommit = false;
  let refuseRefunds = false;
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (
      request.headers["tbk-api-key-id"] !== opts.commerceCode ||
      request.headers["tbk-api-key-secret"] !== opts.apiKey
    ) {
      return send(401, { error_message: "Not Authorized" });
    }
    const url = request.url ?? "";
    const body = await readJson(request);
    if (request.method === "POST" && url === BASE) {
      const token = randomBytes(32).toString("hex");
      transactions.set(token, {
        buy_order: String(body.buy_order),
        session_id: String(body.session_id),
        amount: Number(body.amount),
        return_url: String(body.return_url),
        outcome: "authorize",
        commits: 0,
        refunds: 0,
        committed: null,
      });
      return send(200, { token, url: `${base}/webpayserver/initTransaction` });
    }
    const refundOf = new RegExp(`^${BASE}/([0-9a-f]+)/refunds$`).exec(url)?.[1];
    const given = refundOf === undefined ? undefined : transactions.get(refundOf);
    if (request.method === "POST" && given) {
      // Webpay gives a committed, authorized transaction back once, whole: REVERSED the same day.
      if (refuseRefunds || given.committed?.status !== "AUTHORIZED") {
        return send(422, { error_message: "Invalid status for transaction while refunding" });
      }
      given.committed = { ...given.committed, status: "REVERSED", balance: 0 };
      given.refunds += 1;
      return send(200, { type: "REVERSED" });
    }
    const token = url.startsWith(`${BASE}/`) ? url.slice(BASE.length + 1) : "";
    const t = transactions.get(token);
    if (request.method === "GET" && t) {
      if (statusDown) return request.socket.destroy();
      return send(200, t.committed ?? { status: "INITIALIZED", buy_order: t.buy_order, amount: t.amount });
    }
    if (request.method === "PUT" && t && dropNextCommit) {
      dropNextCommit = false;
      return request.socket.destroy();
    }
    if (request.method === "PUT" && t) {
      t.commits += 1;
      await new Promise((resolve) => setTimeout(resolve, opts.commitDelayMs ?? 0));
      if (t.commits > 1) {
        return send(422, {
          error_message:
            "Invalid status '2' for transaction while authorizing. Commerce will be notified by email",
        });
      }
      const ok = t.outcome === "authorize";
      t.committed = {
        vci: ok ? "TSY" : "TSN",
        amount: t.amount,
        status: ok ? "AUTHORIZED" : "FAILED",
        buy_order: t.buy_order,
        session_id: t.session_id,
        card_detail: { card_number: "6623" },
        accounting_date: "1123",
        transaction_date: new Date().toISOString(),
        authorization_code: ok ? "1213" : "000000",
        payment_type_code: "VD",
        response_code: ok ? 0 : -1,
        installments_number: 0,
      };
      // The commit went through, but its answer never reaches the caller.
      if (loseAnswers) return request.socket.destroy();
      return send(200, t.committed);
    }
    return send(404, { error_message: "Transaction not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    transaction: (token: string) => transactions.get(token),
    reject(token: string) {
      const t = transactions.get(token);
      if (t) t.outcome = "reject";
    },
    /** Commits still go through but their answers are lost; with `statusToo`, nothing answers at all. */
    loseAnswers(on: boolean, statusToo = false) {
      loseAnswers = on;
      statusDown = on && statusToo;
    },
    /** Refunds are refused, as Webpay does once a transaction's time to be given back has passed. */
    refuseRefunds(on: boolean) {
      refuseRefunds = on;
    },
    /** The next commit never arrives (its connection breaks before Webpay sees it). */
    dropNextCommit() {
      dropNextCommit = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeWebpay = Awaited<ReturnType<typeof startFakeWebpay>>;

/** The integration commerce's credentials the fake checks, as the app is configured with them. */
export const WEBPAY_TEST_CREDENTIALS = { commerceCode: "597055555532", apiKey: "llave-de-prueba" };

/** The app's Webpay configuration pointing at this fake. */
export const webpayConfigFor = (webpay: FakeWebpay) => ({
  webpay: { ...WEBPAY_TEST_CREDENTIALS, environment: "integration" as const, apiUrl: webpay.url },
});
