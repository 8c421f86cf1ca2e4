/**
 * What every payment gateway does, Webpay Plus or the built-in test one: open a transaction for an amount
 * (the browser goes to `redirectUrl`, the gateway later sends it back to our return address with the
 * token), then confirm it by its token once the browser is back.
 */
export type PaymentGateway = {
  method: "webpay" | "test";
  create(input: {
    buyOrder: string;
    sessionId: string;
    amount: number;
    /** Our return address, a path of this server (`/api/payment/return`). */
    returnPath: string;
  }): Promise<{ token: string; redirectUrl: string }>;
  commit(token: string): Promise<GatewayCommit>;
};

export type GatewayCommit =
  | { authorized: true; amount: number; authorizationCode: string; buyOrder: string }
  | { authorized: false; detail: string };

export class GatewayError extends Error {}
