import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeBooking } from "../../../test/booking-fixtures";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { PaymentPage } from "./payment-page";

const booking = makeBooking();

const START = `/api/payment/start/${booking.slug}`;
const payment = {
  booking,
  paid_amount: 0,
  online_payment_percentage: 50,
  options: [
    { percentage: 50, amount: 13500 },
    { percentage: 100, amount: 27000 },
  ],
  blocked_reason: null,
};

beforeEach(() => {
  storeToken();
  stubFetch({ [`/api/payment/get_payment/${booking.slug}`]: { body: payment } });
});

afterEach(() => vi.restoreAllMocks());

const renderAt = (query: string) =>
  renderRoutes([{ path: "/payment/:slug", element: <PaymentPage /> }], `/payment/${booking.slug}${query}`);

describe("PaymentPage", () => {
  it("says a club without online payment is paid there, with no button to pay", async () => {
    const message = "Este club no recibe pagos en línea: la reserva se paga en el club.";
    stubFetch({
      [`/api/payment/get_payment/${booking.slug}`]: {
        body: {
          booking: { ...booking, online_payment: false },
          paid_amount: 0,
          online_payment_percentage: 0,
          options: [],
          blocked_reason: message,
        },
      },
    });
    renderAt("");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pagar/ })).not.toBeInTheDocument();
  });

  it("offers no payment while an earlier one is being confirmed, so nobody pays twice", async () => {
    renderAt("?resultado=pendiente");
    expect(await screen.findByText("Estamos confirmando tu pago")).toBeInTheDocument();
    expect(await screen.findByText(booking.court_name)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pagar \$/ })).not.toBeInTheDocument();
  });

  it("pays the share chosen: asks the server for it and posts its token to the gateway", async () => {
    const gateway = "https://webpay3gint.transbank.cl/webpayserver/initTransaction";
    const fetchMock = stubFetch({
      [`/api/payment/get_payment/${booking.slug}`]: { body: payment },
      [START]: { body: { redirect_url: gateway, post_fields: { token_ws: "tok-123" } } },
    });
    let posted: HTMLFormElement | null = null;
    // The browser leaving for the gateway: jsdom cannot navigate, so the form is caught as it is sent.
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posted = this;
    });
    renderAt("");
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole("button", { name: "Pagar $13.500" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Pagar el 100 %/ }));
    await user.click(screen.getByRole("button", { name: "Pagar $27.000" }));

    await waitFor(() => expect(posted).not.toBeNull());
    expect(callsTo(fetchMock, START)).toEqual([["POST", { percentage: 100 }]]);
    const form = posted as HTMLFormElement | null;
    expect(form?.action).toBe(gateway);
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ token_ws: "tok-123" });
    // On its way to the gateway: the button stays busy so nobody pays twice.
    expect(screen.getByRole("button", { name: "Pagar $27.000" })).toHaveAttribute("data-loading", "true");
    form?.remove();
  });
});
