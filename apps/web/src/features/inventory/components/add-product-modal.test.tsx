import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, type Reply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeItemDetail, makeProduct, PATHS } from "../test/fixtures";
import { AddProductModal } from "./add-product-modal";

const cola = makeProduct();

beforeEach(() => {
  storeToken();
});

function withDetails(reply: { status: number; body: { error: object } }, field: string, message: string) {
  return { ...reply, body: { error: { ...reply.body.error, details: [{ field, message }] } } };
}

function open(answer: Reply) {
  const fetchMock = stubFetch((method, url) =>
    method === "POST" && url.pathname === PATHS.byProduct(40) ? answer : undefined,
  );
  const onClose = vi.fn();
  renderWithProviders(<AddProductModal product={cola} onClose={onClose} />);
  return { fetchMock, onClose, user: userEvent.setup() };
}

const amount = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });

describe("AddProductModal", () => {
  it("requires both prices, in Spanish, before calling", async () => {
    const { fetchMock, user } = open({ body: {} });
    expect(screen.getByRole("dialog", { name: "Agregar a mi inventario" })).toHaveTextContent(
      cola.product_name,
    );
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    expect(await screen.findByText("El precio de compra es obligatorio")).toBeInTheDocument();
    expect(screen.getByText("El precio de venta es obligatorio")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.byProduct(40))).toEqual([]);
  });

  it("imports the product with the club's prices and stock, then closes", async () => {
    const { fetchMock, onClose, user } = open({
      body: { ok: true, message: "Coca-Cola agregada a tu inventario.", data: makeItemDetail() },
    });
    await user.type(amount("Precio de compra"), "600");
    await user.type(amount("Precio de venta"), "1200");
    await user.clear(amount("Stock inicial"));
    await user.type(amount("Stock inicial"), "24");
    await user.clear(amount("Stock crítico"));
    await user.type(amount("Stock crítico"), "6");
    await user.click(screen.getByRole("button", { name: "Agregar" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, PATHS.byProduct(40))).toEqual([
      [
        "POST",
        {
          data: {
            item_buy_price: 600,
            item_sell_price: 1200,
            item_stock: { item_stock_stock: 24, item_stock_critical_stock: 6 },
          },
        },
      ],
    ]);
    expect(await screen.findByText("Coca-Cola agregada a tu inventario.")).toBeInTheDocument();
  });

  it("puts a 400's field message beside its field", async () => {
    const refused = withDetails(
      errorReply(400, "VALIDATION_ERROR", "Datos inválidos"),
      "data.item_sell_price",
      "El monto es demasiado grande",
    );
    const { user } = open(refused);
    await user.type(amount("Precio de compra"), "600");
    await user.type(amount("Precio de venta"), "1200");
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    expect(await screen.findByText("El monto es demasiado grande")).toBeInTheDocument();
    expect(amount("Precio de venta")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's message when the product was already added (409)", async () => {
    const { onClose, user } = open(errorReply(409, "CONFLICT", "Este producto ya está en tu inventario."));
    await user.type(amount("Precio de compra"), "600");
    await user.type(amount("Precio de venta"), "1200");
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    expect(await screen.findByText("Este producto ya está en tu inventario.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
