import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { NOTIFICATIONS_KEY } from "../../../lib/notification-queries";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeItemDetail, makeMovement, PATHS } from "../test/fixtures";
import { StockAdjustmentForm } from "./stock-adjustment-form";

const item = makeItemDetail();
const quantity = () => screen.getByRole("textbox", { name: /Cantidad|Stock contado/ });

beforeEach(() => {
  storeToken();
});

function server(status = 200) {
  return stubFetch((method, url) => {
    if (method !== "POST" || url.pathname !== PATHS.adjust(12)) return undefined;
    if (status !== 200)
      return errorReply(status, "VALIDATION_ERROR", "El stock no puede quedar bajo cero: quedan 24.");
    return {
      body: { ok: true, message: "Stock actualizado: 4 unidades.", data: item, movement: makeMovement() },
    };
  });
}

describe("StockAdjustmentForm", () => {
  it("offers the manual reasons with their Spanish labels", () => {
    server();
    renderWithProviders(<StockAdjustmentForm item={item} />);
    for (const label of ["Reposición", "Ajuste", "Conteo"]) {
      expect(screen.getByRole("radio", { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole("radio", { name: "Reposición" })).toBeChecked();
  });

  it("records a restock, then refreshes the inventory, the notifications and the bell", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<StockAdjustmentForm item={item} />);
    queryClient.setQueryData([...NOTIFICATIONS_KEY, "unread"], { cached: true });
    await user.type(screen.getByRole("textbox", { name: /Cantidad que llegó/ }), "12");
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));

    expect(await screen.findByText("Stock actualizado: 4 unidades.")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.adjust(12))).toEqual([
      ["POST", { data: { stock_movement_reason: "restock", stock_movement_quantity: 12 } }],
    ]);
    expect(queryClient.getQueryState([...NOTIFICATIONS_KEY, "unread"])?.isInvalidated).toBe(true);
    await waitFor(() => expect(quantity()).toHaveValue(""));
  });

  it("asks for a note on an adjustment and accepts a negative quantity", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithProviders(<StockAdjustmentForm item={item} />);
    await user.click(screen.getByRole("radio", { name: "Ajuste" }));
    await user.type(screen.getByRole("textbox", { name: /Cantidad a sumar o restar/ }), "-3");
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));
    expect(await screen.findByText("Explica el motivo del ajuste")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.adjust(12))).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /Nota/ }), "Tubo roto");
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, PATHS.adjust(12))).toEqual([
        [
          "POST",
          {
            data: {
              stock_movement_reason: "adjustment",
              stock_movement_quantity: -3,
              stock_movement_note: "Tubo roto",
            },
          },
        ],
      ]),
    );
  });

  it("sends a count as the stock counted, zero included", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderWithProviders(<StockAdjustmentForm item={item} />);
    await user.click(screen.getByRole("radio", { name: "Conteo" }));
    await user.type(screen.getByRole("textbox", { name: /Stock contado/ }), "0");
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, PATHS.adjust(12))).toEqual([
        ["POST", { data: { stock_movement_reason: "count", stock_movement_quantity: 0 } }],
      ]),
    );
  });

  it("needs a quantity, and shows the server's refusal", async () => {
    server(400);
    const user = userEvent.setup();
    renderWithProviders(<StockAdjustmentForm item={item} />);
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));
    expect(await screen.findByText("Ingresa una cantidad")).toBeInTheDocument();
    await user.type(quantity(), "5");
    await user.click(screen.getByRole("button", { name: "Registrar movimiento" }));
    expect(await screen.findByText("El stock no puede quedar bajo cero: quedan 24.")).toBeInTheDocument();
  });
});
