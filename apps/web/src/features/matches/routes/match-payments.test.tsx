import type { Match, MatchPayments } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { aMatch, BENJA, CARLA } from "../../../test/match-fixture";
import { renderRoutes } from "../../../test/render";
import { MatchPage } from "./match-page";

const SLUG = "AbCdEfGhIjKlMnOp42";
const FIND = `/api/match/find_match/${SLUG}`;
const PAYMENTS = `/api/match/get_match_payments/${SLUG}`;
const PAY = `/api/match/pay_share/${SLUG}`;

const benja = BENJA;
const carla = CARLA;
const match: Match = aMatch({ players: [benja, carla] });
const me = (username: string) => ({
  id: 7,
  username,
  email: `${username}@example.cl`,
  name: "Carla",
  lastname: "Muñoz",
  role: "authenticated",
});

const bill = (over: Partial<MatchPayments> = {}): MatchPayments => ({
  price: 22000,
  paid_amount: 11000,
  covered: false,
  refund_policy: "refund",
  leave_until: "2026-11-24T22:00:00.000Z",
  shares: [
    {
      username: "benja",
      name: "Benja S.",
      booker: true,
      amount: 16500,
      paid_amount: 11000,
      status: "partial",
    },
    { username: "carla", name: "Carla M.", booker: false, amount: 5500, paid_amount: 0, status: "unpaid" },
  ],
  own_share: { amount: 5500, paid: false },
  blocked_reason: null,
  ...over,
});

const renderPage = (search = "") =>
  renderRoutes([{ path: "/match/:slug", element: <MatchPage /> }], `/match/${SLUG}${search}`);

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("the match's payments", () => {
  it("shows a player who paid what, the club's refund policy before paying, and sends them to pay their share", async () => {
    let posted: HTMLFormElement | null = null;
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posted = this;
    });
    const fetchMock = stubFetch({
      [FIND]: { body: match },
      "/api/users/me": { body: me("carla") },
      [PAYMENTS]: { body: bill() },
      [PAY]: { body: { redirect_url: "https://webpay.example/init", post_fields: { token_ws: "t0k3n" } } },
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Pagos" });
    expect(within(section).getByText("Pagado $11.000 de $22.000")).toBeInTheDocument();
    const lines = within(section)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(lines).toEqual([
      "Benja S. · reservóEl resto de la reserva: $16.500 · pagó $11.000Abonó",
      "Carla M.Su parte: $5.500Pendiente",
    ]);
    expect(
      within(section).getByText(
        "Si sales del partido hasta el martes, 24 de noviembre a las 19:00, te devolvemos tu parte a la misma tarjeta (si la pagaste en recepción, te la devuelven allí).",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Pagar mi parte · $5.500" }));
    await vi.waitFor(() => expect(posted).not.toBeNull());
    expect(callsTo(fetchMock, PAY)).toHaveLength(1);
    const form = posted as HTMLFormElement | null;
    expect(form?.action).toBe("https://webpay.example/init");
  });

  it("says why a share cannot be paid now, and that the club keeps it when its player leaves", async () => {
    stubFetch({
      [FIND]: { body: match },
      "/api/users/me": { body: me("carla") },
      [PAYMENTS]: {
        body: bill({
          refund_policy: "keep",
          blocked_reason: "Quien reservó aún no paga la reserva: podrás pagar tu parte cuando la confirme",
        }),
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        "Quien reservó aún no paga la reserva: podrás pagar tu parte cuando la confirme",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Si sales del partido, el club no devuelve tu parte: busca quien tome tu lugar."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pagar mi parte/ })).not.toBeInTheDocument();
  });

  it("welcomes a player back from the gateway with their share paid, and marks the booking paid when covered", async () => {
    stubFetch({
      [FIND]: { body: match },
      "/api/users/me": { body: me("carla") },
      [PAYMENTS]: {
        body: bill({ paid_amount: 22000, covered: true, own_share: { amount: 5500, paid: true } }),
      },
    });
    renderPage("?resultado=pagado");
    expect(
      await screen.findByText("Pagaste tu parte del partido. Te enviamos el comprobante por correo."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Reserva pagada")).toBeInTheDocument();
    expect(screen.getByText("Pagaste tu parte: $5.500.")).toBeInTheDocument();
  });

  it("once the booker paid the booking whole, marks the unpaid shares covered and sends the player to the booker, with no policy", async () => {
    const covered = "La reserva ya está pagada completa: arregla tu parte con quien reservó";
    stubFetch({
      [FIND]: { body: match },
      "/api/users/me": { body: me("carla") },
      [PAYMENTS]: {
        body: bill({
          paid_amount: 22000,
          covered: true,
          shares: [
            { ...(bill().shares[0] as MatchPayments["shares"][number]), paid_amount: 22000, status: "paid" },
            { ...(bill().shares[1] as MatchPayments["shares"][number]), status: "covered" },
          ],
          blocked_reason: covered,
        }),
      },
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Pagos" });
    expect(await within(section).findByText(covered)).toBeInTheDocument();
    const carlaLine = within(section).getAllByRole("listitem")[1] as HTMLElement;
    expect(within(carlaLine).getByText("Cubierta")).toBeInTheDocument();
    expect(within(section).queryByText("Pendiente")).not.toBeInTheDocument();
    expect(within(section).queryByText(/^Si sales del partido/)).not.toBeInTheDocument();
  });

  it("never asks for the bill of someone who is not in the match", async () => {
    const fetchMock = stubFetch({ [FIND]: { body: match }, "/api/users/me": { body: me("otro") } });
    renderPage();
    expect(await screen.findByRole("button", { name: /Unirme/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, PAYMENTS)).toEqual([]);
    expect(screen.queryByRole("region", { name: "Pagos" })).not.toBeInTheDocument();
  });
});
