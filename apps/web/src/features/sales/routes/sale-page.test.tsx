import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, globalState, storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { makeOrderDetail } from "../test/fixtures";
import { SalePage } from "./sale-page";

const FIND = "/api/admin/order/find_order/41";
const CANCEL = "/api/admin/order/cancel_order/41";
const NO_REGISTER = "Necesitas una caja abierta para anular una venta pagada";

beforeEach(() => storeToken());

const renderSale = (path = "/admin/ventas/41") =>
  renderRoutes([{ path: "/admin/ventas/:id_order", element: <SalePage /> }], path);

describe("SalePage", () => {
  it("shows the lines, the payments by method, the cash and change, the register and a printable receipt", async () => {
    stubFetch({ [FIND]: { body: makeOrderDetail() } });
    renderSale();
    expect(await screen.findByRole("heading", { name: "Venta #41" })).toBeInTheDocument();
    const lines = screen.getByRole("list", { name: "Líneas de la venta" });
    expect(within(lines).getByText("Agua mineral · Benedictino")).toBeInTheDocument();
    expect(within(lines).getByText("2 × $1.000")).toBeInTheDocument();
    expect(within(lines).getByText("1,25 kg × $4.000 / kg")).toBeInTheDocument();
    expect(within(lines).getByText("$5.000")).toBeInTheDocument();
    expect(within(lines).getByText("Reserva Cancha 2")).toBeInTheDocument();
    expect(
      within(lines).getByText("24-11-2026 · 19:00–20:30 · 1 h 30 min · 50 % de $31.980"),
    ).toBeInTheDocument();
    expect(within(lines).getByText("$15.990")).toBeInTheDocument();
    const payment = screen.getByRole("region", { name: "Pago" });
    expect(within(payment).getByText("Efectivo").nextSibling).toHaveTextContent("$7.990");
    expect(within(payment).getByText("Débito").nextSibling).toHaveTextContent("$15.000");
    expect(within(payment).getByText("Efectivo recibido").nextSibling).toHaveTextContent("$10.000");
    expect(within(payment).getByText("Vuelto").nextSibling).toHaveTextContent("$2.010");
    expect(screen.getByText("Caja").nextSibling).toHaveTextContent("Caja 1");
    expect(screen.getByText("Origen").nextSibling).toHaveTextContent("Punto de venta");
    const receipt = screen.getByTestId("receipt");
    expect(receipt).toHaveTextContent("Comprobante de venta #41");
    expect(receipt).toHaveTextContent("TOTAL$22.990");
    expect(document.title).toBe("Venta #41 · Club Padel");
  });

  it("asks before cancelling, says stock returns, and shows the server's 409 when there is no open register", async () => {
    const fetchMock = stubFetch({
      [FIND]: { body: makeOrderDetail() },
      [CANCEL]: errorReply(409, "CONFLICT", NO_REGISTER),
    });
    renderSale();
    await userEvent.click(await screen.findByRole("button", { name: "Anular venta" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Anular esta venta?" });
    expect(within(dialog).getByText("El stock de sus productos vuelve al inventario.")).toBeInTheDocument();
    expect(
      within(dialog).getByText(/La devolución de \$22\.990 queda registrada en tu caja abierta/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Anular venta" }));
    expect(await within(dialog).findByText(NO_REGISTER)).toBeInTheDocument();
    expect(callsTo(fetchMock, CANCEL)).toEqual([["GET", undefined]]);
  });

  it("shows the cancelled sale and refreshes the global state after cancelling", async () => {
    const cancelled = makeOrderDetail({
      order_status: "cancelled",
      order_cancelled_date: { date: "25-11-2026", time: "10:00:00", timeWithoutSeconds: "10:00" },
      order_refund_cash_register: { cash_register_name: "Caja 2" },
    });
    let current = makeOrderDetail();
    const fetchMock = stubFetch({
      [FIND]: () => ({ body: current }),
      [CANCEL]: () => {
        current = cancelled;
        return { body: cancelled };
      },
      [GLOBAL_STATE_PATH]: { body: globalState() },
    });
    const { queryClient } = renderSale();
    queryClient.setQueryData(["global_state", "1"], globalState({ pending_orders: 1 }));
    await userEvent.click(await screen.findByRole("button", { name: "Anular venta" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Anular venta" }));
    expect(await screen.findByText("Anulada", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    expect(screen.getByText("Devolución en").nextSibling).toHaveTextContent("Caja 2");
    expect(screen.queryByRole("button", { name: "Anular venta" })).toBeNull();
    expect(queryClient.getQueryState(["global_state", "1"])?.isInvalidated).toBe(true);
    expect(callsTo(fetchMock, FIND)).toHaveLength(2);
  });

  it("says a missing sale (or another club's) is not found", async () => {
    stubFetch({});
    renderSale("/admin/ventas/999");
    expect(await screen.findByRole("heading", { name: "Venta no encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a ventas" })).toHaveAttribute("href", "/admin/ventas");
  });
});
