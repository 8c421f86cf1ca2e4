import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { webpayGateway } from "./webpay-gateway";

describe("Webpay's refund of a share", () => {
  let webpay: FakeWebpay;
  let gateway: ReturnType<typeof webpayGateway>;
  beforeAll(async () => {
    webpay = await startFakeWebpay(WEBPAY_TEST_CREDENTIALS);
    gateway = webpayGateway(webpayConfigFor(webpay).webpay, "http://club");
  });
  afterAll(() => webpay.close());

  async function paid(amount: number) {
    const { token } = await gateway.create({ buyOrder: "R1P1", sessionId: "s", amount, returnPath: "/r" });
    expect(await gateway.commit(token)).toMatchObject({ authorized: true, amount });
    return token;
  }

  it("gives a committed transaction back once, however often it is asked", async () => {
    const token = await paid(5500);
    await gateway.refund(token, 5500);
    await gateway.refund(token, 5500);
    expect(webpay.transaction(token)?.refunds).toBe(1);
  });

  it("still gives it back when Webpay no longer tells the transaction's status", async () => {
    const token = await paid(6250);
    webpay.loseAnswers(true, true);
    try {
      await gateway.refund(token, 6250);
    } finally {
      webpay.loseAnswers(false);
    }
    expect(webpay.transaction(token)?.refunds).toBe(1);
  });
});
