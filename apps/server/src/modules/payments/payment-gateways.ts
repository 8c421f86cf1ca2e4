import type { AppConfig } from "../../config";
import type { PaymentGateway } from "./payment-gateway";
import { type TestGateway, testGateway } from "./test-gateway";
import { webpayGateway } from "./webpay-gateway";

/**
 * The gateway this server takes payments through: Webpay Plus when its credentials are configured, else
 * the built-in test gateway, whose page (`test`) this server serves itself.
 */
export function resolvePaymentGateway(config: Pick<AppConfig, "webpay" | "publicUrl">): {
  gateway: PaymentGateway;
  test: TestGateway | null;
} {
  if (config.webpay) return { gateway: webpayGateway(config.webpay, config.publicUrl), test: null };
  const test = testGateway();
  return { gateway: test.gateway, test };
}
