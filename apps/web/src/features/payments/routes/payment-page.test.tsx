import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeBooking } from "../../../test/booking-fixtures";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { PaymentPage } from "./payment-page";

const booking = makeBooking();

beforeEach(() => {
  storeToken();
  stubFetch({
    [`/api/payment/get_payment/${booking.slug}`]: {
      body: {
        booking,
        paid_amount: 0,
        online_payment_percentage: 50,
        options: [
          { percentage: 50, amount: 13500 },
          { percentage: 100, amount: 27000 },
        ],
        blocked_reason: null,
      },
    },
  });
});

const renderAt = (query: string) =>
  renderRoutes([{ path: "/payment/:slug", element: <PaymentPage /> }], `/payment/${booking.slug}${query}`);

describe("PaymentPage", () => {
  it("offers the shares the server gives", async () => {
    renderAt("");
    expect(await screen.findByRole("button", { name: /^Pagar \$/ })).toBeInTheDocument();
  });

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
});
