import type { AppConfig } from "../../config";
import type { PaymentGateway } from "./payment-gateway";
import { type TestGateway, testGateway } from "./test-gateway";
import { webpayGateway } from "./webpay-gateway";

/**
 * The gateway this server takes payments through: Webpay Plus when its credentials are configured, else
 * the built-in test gateway, whose page (`test`) this server serves itself.
 */
export function resolvePaymentGateway(config: GatewayConfig): ResolvedGateway {
  // One per configuration: the routes and the jobs (a refund) must reach the same test gateway's memory.
  const known = resolved.get(config);
  if (known) return known;
  const made = makeGateway(config);
  resolved.set(config, made);
  return made;
}

type GatewayConfig = Pick<AppConfig, "webpay" | "publicUrl">;
type ResolvedGateway = { gateway: PaymentGateway; test: TestGateway | null };
const resolved = new WeakMap<GatewayConfig, ResolvedGateway>();

function makeGateway(config: GatewayConfig): ResolvedGateway {
  if (config.webpay) return { gateway: webpayGateway(config.webpay, config.publicUrl), test: null };
  const test = testGateway();
  return { gateway: test.gateway, test };
}
