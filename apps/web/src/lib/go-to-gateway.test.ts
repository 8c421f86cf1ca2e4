import { afterEach, describe, expect, it, vi } from "vitest";
import { goToGateway } from "./go-to-gateway";

describe("goToGateway", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("posts Webpay's token_ws in a hidden form to the address Webpay gave", () => {
    let posted: HTMLFormElement | null = null;
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posted = this;
    });
    goToGateway("https://webpay3g.transbank.cl/webpayserver/initTransaction", { token_ws: "abc123" });
    const form = posted as HTMLFormElement | null;
    expect(form?.method).toBe("post");
    expect(form?.action).toBe("https://webpay3g.transbank.cl/webpayserver/initTransaction");
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ token_ws: "abc123" });
  });
});
