/**
 * What every payment gateway does, Webpay Plus or the built-in test one: open a transaction for an amount
 * (the browser goes to `redirectUrl`, posting `postFields` there when the gateway asks for a form, and the
 * gateway later sends it back to our return address with the token), then confirm it by its token once
 * the browser is back.
 */
export type PaymentGateway = {
  method: "webpay" | "test";
  create(input: {
    buyOrder: string;
    sessionId: string;
    amount: number;
    /** Our return address, a path of this server (`/api/payment/return`). */
    returnPath: string;
  }): Promise<GatewayRedirect & { token: string }>;
  commit(token: string): Promise<GatewayCommit>;
  /**
   * Where the transaction stands, for a commit whose answer never came: committed and authorized, failed
   * (rejected, reversed, never finished in time) or still open on the gateway's form.
   */
  status(token: string): Promise<GatewayCommit | { open: true }>;
  /**
   * Gives the whole of a committed transaction back to its card (a player's share when they leave a
   * match). Asked again for a transaction already given back, it leaves it as it is: a job that retries
   * after a lost answer never gives back twice.
   */
  refund(token: string, amount: number): Promise<void>;
};

/** Where the browser goes to pay: a plain navigation, or a form posted there (Webpay's `token_ws`). */
export type GatewayRedirect = { redirectUrl: string; postFields: Record<string, string> | null };

export type GatewayCommit =
  | { authorized: true; amount: number; authorizationCode: string; buyOrder: string }
  | { authorized: false; detail: string };

export class GatewayError extends Error {
  override name = "GatewayError";
}

/**
 * What the browser brought back to our return address, in our words: a payment finished on the gateway's
 * form (approved or rejected there, to be confirmed by its token), one abandoned there (never to be
 * confirmed), or one that timed out there (only our buy order and session come back, no token).
 */
export type GatewayReturn =
  | { kind: "finished"; token: string }
  | { kind: "abandoned"; token: string }
  | { kind: "timedOut"; buyOrder: string; sessionId: string };
