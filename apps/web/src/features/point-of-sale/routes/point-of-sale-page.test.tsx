import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ME, makeGlobalState, makeRegister } from "../../../test/cash-register-fixtures";
import { callsTo, errorReply, type Reply, stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, storeToken } from "../../../test/fixtures";
import { makeItem, pageOf } from "../../../test/item-fixtures";
import { renderWithProviders } from "../../../test/render";
import { CREATE_ORDER_PATH, ITEMS_PATH, makeOrder } from "../test/fixtures";
import { PointOfSalePage } from "./point-of-sale-page";

beforeEach(() => {
  storeToken();
});

const OPEN = [makeRegister(1, { cash_register_open: true, users_permissions_user: ME })];
const BALLS = makeItem();
const WATER = makeItem({
  id: 13,
  item_name: "Agua mineral",
  item_barcode: "7800000000013",
  item_sell_price: 1000,
});

/** A club with two items and no bookings today; each create_order call gets the next of `replies`. */
function server(replies: Reply[], registers = OPEN) {
  return stubFetch((method, url) => {
    if (url.pathname === GLOBAL_STATE_PATH) return { body: makeGlobalState(registers) };
    if (url.pathname === ITEMS_PATH) return { body: pageOf([BALLS, WATER], { pageSize: 100 }) };
    if (url.pathname.startsWith("/api/admin/booking/get_bookings_by_date/")) {
      return { body: { club: { id: 1, name: "Club Demo" }, date: "2026-11-23", courts: [], bookings: [] } };
    }
    if (method === "POST" && url.pathname === CREATE_ORDER_PATH) return replies.shift();
    return undefined;
  });
}

const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(CREATE_ORDER_PATH))
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);

async function renderCounter() {
  renderWithProviders(<PointOfSalePage registerControl={null} />);
  const user = userEvent.setup();
  const search = await screen.findByRole("textbox", { name: "Buscar producto o escanear código" });
  await screen.findByRole("button", { name: `Agregar ${BALLS.item_name} al carrito` });
  return { user, search };
}

/** What a USB scanner does: the digits, then Enter, into the focused search. */
async function scan(user: ReturnType<typeof userEvent.setup>, search: HTMLElement, code: string) {
  await user.click(search);
  await user.keyboard(`${code}{Enter}`);
}

describe("PointOfSalePage", () => {
  it("asks for an open register when the operator has none", async () => {
    server([], [makeRegister(1)]);
    renderWithProviders(<PointOfSalePage registerControl={<button type="button">Abrir caja aquí</button>} />);
    expect(await screen.findByRole("heading", { name: "Abre una caja para vender" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abrir caja aquí" })).toBeInTheDocument();
  });

  it("adds the scanned item, opens the payment with the cash amount selected, and Enter sells once", async () => {
    const fetchMock = server([{ body: makeOrder() }]);
    const { user, search } = await renderCounter();
    await scan(user, search, BALLS.item_barcode ?? "");
    expect(search).toHaveValue("");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$8.990");

    await user.click(screen.getByRole("button", { name: "Cobrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Cobrar venta" });
    const cash = within(dialog).getByRole("textbox", { name: "Efectivo" });
    await waitFor(() => expect(cash).toHaveFocus());
    expect(cash).toHaveValue("8.990");
    await user.type(within(dialog).getByRole("textbox", { name: "Efectivo recibido" }), "10000");
    expect(within(dialog).getByTestId("payment-change")).toHaveTextContent("$1.010");
    await user.keyboard("{Enter}{Enter}");

    const receipt = within(await screen.findByRole("dialog", { name: "Venta registrada" })).getByTestId(
      "receipt",
    );
    expect(within(receipt).getByTestId("receipt-change")).toHaveTextContent("$1.010");
    const calls = callsTo(fetchMock, CREATE_ORDER_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toEqual({
      data: {
        order_status: "paid",
        order_source: "pos",
        order_items: [{ item: BALLS.id, quantity: 1 }],
        order_bookings: [],
        order_payments: [{ method: "cash", amount: 8990 }],
        order_cash_received: 10_000,
      },
    });
    expect(keysSent(fetchMock)[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("ignores a second Enter while the sale is on its way, also in the same frame", async () => {
    const fetchMock = server(["hang"]);
    const { user, search } = await renderCounter();
    await scan(user, search, WATER.item_barcode ?? "");
    await user.click(screen.getByRole("button", { name: "Cobrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Cobrar venta" });
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Efectivo" })).toHaveFocus());
    // Two Enters before React draws the disabled button: both reach the form.
    const form = dialog.querySelector("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: /Confirmar venta/ })).toBeDisabled(),
    );
    await user.keyboard("{Enter}");
    expect(callsTo(fetchMock, CREATE_ORDER_PATH)).toHaveLength(1);
  });

  it("keeps the key for a retry after a server error and takes a new one after a refusal", async () => {
    const fetchMock = server([
      errorReply(500, "INTERNAL_ERROR", "Error del servidor"),
      errorReply(400, "VALIDATION_ERROR", "No hay stock suficiente de Agua mineral"),
      { body: makeOrder() },
    ]);
    const { user, search } = await renderCounter();
    await scan(user, search, WATER.item_barcode ?? "");
    await user.click(screen.getByRole("button", { name: "Cobrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Cobrar venta" });
    const confirm = within(dialog).getByRole("button", { name: "Confirmar venta" });
    await user.click(confirm);
    expect(await within(dialog).findByText("Error del servidor")).toBeInTheDocument();
    await user.click(confirm);
    expect(await within(dialog).findByText("No hay stock suficiente de Agua mineral")).toBeInTheDocument();
    await user.click(confirm);
    within(await screen.findByRole("dialog", { name: "Venta registrada" })).getByTestId("receipt");
    const [first, retry, afterRefusal] = keysSent(fetchMock);
    expect(retry).toBe(first);
    expect(afterRefusal).not.toBe(first);
  });

  it("does not sell until the amounts add up, and says what is missing", async () => {
    const fetchMock = server([]);
    const { user, search } = await renderCounter();
    await scan(user, search, WATER.item_barcode ?? "");
    await scan(user, search, WATER.item_barcode ?? "");
    expect(screen.getByRole("textbox", { name: "Cantidad de Agua mineral" })).toHaveValue("2");
    await user.click(screen.getByRole("button", { name: "Cobrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Cobrar venta" });
    const cash = within(dialog).getByRole("textbox", { name: "Efectivo" });
    await waitFor(() => expect(cash).toHaveFocus());
    await user.keyboard("1000");
    await user.type(within(dialog).getByRole("textbox", { name: "Débito" }), "500{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Falta asignar $500");
    expect(callsTo(fetchMock, CREATE_ORDER_PATH)).toEqual([]);
  });

  it("tells a barcode no item carries", async () => {
    server([]);
    const { user, search } = await renderCounter();
    await scan(user, search, "7809999999999");
    expect(await screen.findByText("Ningún producto tiene el código 7809999999999.")).toBeInTheDocument();
  });

  it("sends the receipt by e-mail to the client typed in the payment, and checks the address first", async () => {
    const fetchMock = server([{ body: makeOrder() }]);
    const { user, search } = await renderCounter();
    await scan(user, search, WATER.item_barcode ?? "");
    await user.click(screen.getByRole("button", { name: "Cobrar" }));
    const dialog = await screen.findByRole("dialog", { name: "Cobrar venta" });
    await user.click(within(dialog).getByRole("checkbox", { name: /Enviar por correo/ }));
    await user.type(within(dialog).getByRole("textbox", { name: "Nombre" }), "Marta");
    await user.type(within(dialog).getByRole("textbox", { name: "Apellido" }), "Díaz");
    await user.type(within(dialog).getByRole("textbox", { name: "Correo" }), "marta@");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar venta" }));
    expect(await within(dialog).findByText("Ingresa un correo válido")).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE_ORDER_PATH)).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: "Correo" }), "correo.cl");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar venta" }));
    await screen.findByRole("dialog", { name: "Venta registrada" });
    expect(callsTo(fetchMock, CREATE_ORDER_PATH)[0]?.[1]).toMatchObject({
      data: { order_send_mail_client: { name: "Marta", lastname: "Díaz", email: "marta@correo.cl" } },
    });
  });
});
