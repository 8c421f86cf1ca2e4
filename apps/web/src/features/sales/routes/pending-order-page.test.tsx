import type { OrderDetail } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { makeOrderDetail, makePendingDetail } from "../test/fixtures";
import { PendingOrderPage } from "./pending-order-page";

const FIND = "/api/admin/order/find_order/41";
const UPDATE = "/api/admin/order/update_order/41";
const SOURCE = "/api/admin/order/update_pending_order_source/41";
const REMOVE = "/api/admin/order/remove_pending_booking_or_item_from_order";

beforeEach(() => storeToken());

/** A stubbed server that keeps the order as the last change left it. */
function serve(
  first: OrderDetail,
  replies: Record<string, (body: unknown) => OrderDetail | ReturnType<typeof errorReply>>,
) {
  let current = first;
  const routes = Object.fromEntries(
    Object.entries(replies).map(([path, reply]) => [
      path,
      (body: unknown) => {
        const answer = reply(body);
        if ("status" in answer && "body" in answer) return answer;
        current = answer as OrderDetail;
        return { body: current };
      },
    ]),
  );
  return stubFetch({ [FIND]: () => ({ body: current }), ...routes });
}

const renderPending = () =>
  renderRoutes(
    [
      { path: "/admin/pendientes/:id_order", element: <PendingOrderPage /> },
      { path: "/admin/ventas/:id_order", element: <p>Detalle de la venta</p> },
    ],
    "/admin/pendientes/41",
  );

describe("PendingOrderPage", () => {
  it("removes a line after confirming, sending the order and the item", async () => {
    const pending = makePendingDetail();
    const without = makePendingDetail({
      order_amount: 20_990,
      order_details: { ...pending.order_details, items: pending.order_details.items.slice(1) },
    });
    const fetchMock = serve(pending, { [REMOVE]: () => without });
    renderPending();
    await userEvent.click(await screen.findByRole("button", { name: "Quitar Agua mineral" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Quitar del pedido?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Quitar" }));
    expect(await screen.findByRole("button", { name: "Cobrar $20.990" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Quitar Agua mineral" })).toBeNull();
    expect(callsTo(fetchMock, REMOVE)).toEqual([["PUT", { order: 41, item: 7 }]]);
    await userEvent.click(screen.getByRole("button", { name: /Quitar la reserva Cancha 2/ }));
    expect(await screen.findByRole("dialog", { name: "¿Quitar del pedido?" })).toHaveTextContent(
      "la reserva Cancha 2 · 24-11-2026 19:00–20:30",
    );
  });

  it("changes the source at once and shows a refusal under the field", async () => {
    const fetchMock = serve(makePendingDetail(), {
      [SOURCE]: () => errorReply(409, "CONFLICT", "El pedido ya no está pendiente"),
    });
    renderPending();
    await userEvent.click(await screen.findByRole("combobox", { name: "Origen" }));
    await userEvent.click(await screen.findByRole("option", { name: "App" }));
    expect(await screen.findByText("El pedido ya no está pendiente")).toBeInTheDocument();
    expect(callsTo(fetchMock, SOURCE)).toEqual([["PUT", { data: { order_source: "app" } }]]);
  });

  it("charges with split tender typed es-CL, with cash received and change, then opens the sale", async () => {
    const fetchMock = serve(makePendingDetail(), { [UPDATE]: () => makeOrderDetail() });
    const { router } = renderPending();
    const form = await screen.findByRole("form", { name: "Cobrar pedido" });
    const cash = within(form).getByRole("textbox", { name: "Efectivo" });
    expect(cash).toHaveValue("22.990");
    await userEvent.clear(cash);
    await userEvent.type(cash, "7990");
    expect(within(form).getByText("Falta asignar $15.000")).toBeInTheDocument();
    await userEvent.type(within(form).getByRole("textbox", { name: "Débito" }), "15.000");
    await userEvent.type(within(form).getByRole("textbox", { name: /Efectivo recibido/ }), "10000");
    expect(within(form).getByText("$2.010")).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "Cobrar $22.990" }));
    expect(await screen.findByText("Detalle de la venta")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/ventas/41");
    expect(callsTo(fetchMock, UPDATE)).toEqual([
      [
        "PUT",
        {
          data: {
            order_status: "paid",
            order_payments: [
              { method: "cash", amount: 7_990 },
              { method: "debit", amount: 15_000 },
            ],
            order_cash_received: 10_000,
          },
        },
      ],
    ]);
  });

  it("refuses to send payments that do not add up, and puts the server's field message beside the field", async () => {
    const fetchMock = serve(makePendingDetail(), {
      [UPDATE]: () => ({
        status: 400,
        body: {
          error: {
            code: "VALIDATION_ERROR",
            message: "Datos inválidos",
            requestId: "t",
            details: [{ field: "data.order_cash_received", message: "El efectivo recibido no alcanza" }],
          },
        },
      }),
    });
    renderPending();
    const form = await screen.findByRole("form", { name: "Cobrar pedido" });
    await userEvent.clear(within(form).getByRole("textbox", { name: "Efectivo" }));
    await userEvent.click(within(form).getByRole("button", { name: "Cobrar $22.990" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Falta asignar $22.990");
    expect(callsTo(fetchMock, UPDATE)).toEqual([]);
    await userEvent.type(within(form).getByRole("textbox", { name: "Efectivo" }), "22990");
    await userEvent.click(within(form).getByRole("button", { name: "Cobrar $22.990" }));
    expect(await within(form).findByText("El efectivo recibido no alcanza")).toBeInTheDocument();
  });

  it("sends an order that is no longer pending to its sale", async () => {
    serve(makeOrderDetail(), {});
    renderPending();
    expect(
      await screen.findByRole("heading", { name: "El pedido #41 ya no está pendiente" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la venta" })).toHaveAttribute("href", "/admin/ventas/41");
  });
});
