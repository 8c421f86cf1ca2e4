import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { bookingRow, paymentsOf, playerWithBooking, startPayment } from "../../../test/payment-helpers";

const N = 20;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`gateway returns under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let webpay: FakeWebpay;
  let t: ListeningTestApp;
  let base: string;
  beforeAll(async () => {
    // A slow commit keeps the first return inside its transaction while the others arrive.
    webpay = await startFakeWebpay({ ...WEBPAY_TEST_CREDENTIALS, commitDelayMs: 150 });
    t = await createListeningTestApp({
      now: clock.now,
      config: webpayConfigFor(webpay),
    });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
    await webpay.close();
  });

  it(`confirms a payment once when its return arrives ${N} times at once`, async () => {
    const { player, booking } = await playerWithBooking(t);
    const res = await startPayment(t, player.token, booking.slug, 100);
    const token = res.json().post_fields?.token_ws ?? "";
    const returns = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(
          `${base}/api/payment/return${i % 2 ? `?token_ws=${token}` : ""}`,
          i % 2
            ? { redirect: "manual" }
            : {
                method: "POST",
                redirect: "manual",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: `token_ws=${token}`,
              },
        ),
      ),
    );
    expect(returns.map((r) => [r.status, r.headers.get("location")])).toEqual(
      Array(N).fill([303, `/payment/${booking.slug}?resultado=pagado`]),
    );
    expect(webpay.transaction(token)?.commits).toBe(1);
    const payments = await paymentsOf(t, booking.id);
    expect(payments.map((p) => [p.status, p.amount])).toEqual([["paid", 22000]]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p100", paymentPercentage: 100 });
  });
});
