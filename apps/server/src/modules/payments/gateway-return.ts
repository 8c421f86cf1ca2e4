import type { GatewayReturn } from "./payment-gateway";

// Webpay's names for what it sends back; the test gateway comes back the same way.
const FIELDS = ["token_ws", "TBK_TOKEN", "TBK_ORDEN_COMPRA", "TBK_ID_SESION"] as const;

/** A form body (`application/x-www-form-urlencoded`) as its fields. */
export const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

/**
 * Reads the gateway's return from a query or a form, as Transbank documents its cases: `token_ws` alone
 * is a payment finished on the form; `TBK_TOKEN` is one abandoned there, also when `token_ws` comes with
 * it (an error on Webpay's form, then «volver al sitio»); the buy order and session without a token, one
 * that timed out. Each field counts only as a short text; null when what is left names none of these.
 */
export function parseGatewayReturn(source: unknown): GatewayReturn | null {
  const fields = (source ?? {}) as Record<string, unknown>;
  const q: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const name of FIELDS) {
    const value = fields[name];
    if (typeof value === "string" && value.length > 0 && value.length <= 128) q[name] = value;
  }
  if (q.TBK_TOKEN) return { kind: "abandoned", token: q.TBK_TOKEN };
  if (q.token_ws) return { kind: "finished", token: q.token_ws };
  if (q.TBK_ORDEN_COMPRA && q.TBK_ID_SESION) {
    return { kind: "timedOut", buyOrder: q.TBK_ORDEN_COMPRA, sessionId: q.TBK_ID_SESION };
  }
  return null;
}
