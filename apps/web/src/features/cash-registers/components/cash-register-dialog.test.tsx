import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { closePath, ME, makeGlobalState, makeRegister, openPath } from "../../../test/cash-register-fixtures";
import { callsTo, type Route, stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { CashRegisterButton } from "./cash-register-button";

beforeEach(() => {
  storeToken();
});

const open1 = makeRegister(1, { cash_register_open: true, users_permissions_user: ME });

/** A server whose register list changes when a register is opened or closed. */
function server(initial: ReturnType<typeof makeRegister>[], answer?: Route) {
  let registers = initial;
  return stubFetch((method, url, body) => {
    if (url.pathname === GLOBAL_STATE_PATH) return { body: makeGlobalState(registers) };
    const custom = answer?.(method, url, body);
    if (custom) return custom;
    const id = Number(url.pathname.split("/").pop());
    const register = registers.find((r) => r.id === id);
    if (!register || method !== "PUT") return undefined;
    const opening = url.pathname === openPath(id);
    const changed = { ...register, cash_register_open: opening, users_permissions_user: ME };
    registers = registers.map((r) => (r.id === id ? changed : r));
    return { body: { ok: true, message: "", cash_register: changed } };
  });
}

async function pick(name: string, status: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: status }));
  await user.click(screen.getByRole("menuitem", { name: new RegExp(`^${name}`) }));
  // The dialog's code loads on its first opening.
  await screen.findByRole("dialog");
  return user;
}

describe("CashRegisterDialog", () => {
  it("asks for the opening amount and makes no call without one", async () => {
    const fetchMock = server([makeRegister(2)]);
    renderWithProviders(<CashRegisterButton />);
    const user = await pick("Caja 2", "Caja cerrada");

    expect(screen.getByRole("dialog", { name: "Abrir Caja 2" })).toBeInTheDocument();
    expect(screen.getByLabelText(/¿Con cuánto efectivo abre la caja\?/)).toHaveAttribute(
      "placeholder",
      "45000",
    );
    await user.click(screen.getByRole("button", { name: "Abrir caja" }));

    expect(await screen.findByText("Ingresa un monto")).toBeInTheDocument();
    expect(callsTo(fetchMock, openPath(2))).toEqual([]);
  });

  it("confirms with Enter, shows the fallback toast, closes and refreshes the header", async () => {
    const fetchMock = server([makeRegister(2)]);
    renderWithProviders(<CashRegisterButton />);
    const user = await pick("Caja 2", "Caja cerrada");

    await user.type(screen.getByLabelText(/¿Con cuánto efectivo abre la caja\?/), "45000{Enter}");

    await waitFor(() =>
      expect(callsTo(fetchMock, openPath(2))).toEqual([
        ["PUT", { cash_register_record_open_cash_user_amount: 45000 }],
      ]),
    );
    expect(await screen.findByText("Caja abierta con éxito.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Caja abierta: Caja 2" })).toBeInTheDocument();
  });

  it("closes the user's own register, asking for the closing amount, and shows the server's message", async () => {
    const fetchMock = server([open1], (method, url) =>
      method === "PUT" && url.pathname === closePath(1)
        ? { body: { ok: true, message: "Caja 1 cerrada. Diferencia: $0", cash_register: makeRegister(1) } }
        : undefined,
    );
    renderWithProviders(<CashRegisterButton />);
    const user = await pick("Caja 1", "Caja abierta: Caja 1");

    expect(screen.getByRole("dialog", { name: "Cerrar Caja 1" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/¿Con cuánto efectivo cierra la caja\?/), "120500");
    await user.click(screen.getByRole("button", { name: "Cerrar caja" }));

    expect(await screen.findByText("Caja 1 cerrada. Diferencia: $0")).toBeInTheDocument();
    expect(screen.queryByText("Caja cerrada con éxito.")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, closePath(1))).toEqual([
      ["PUT", { cash_register_record_close_cash_user_amount: 120500 }],
    ]);
  });

  it("keeps the dialog open with the server's message when the register is taken (409)", async () => {
    const conflict = "Ya tienes una caja abierta: ciérrala antes de abrir otra.";
    server([makeRegister(2)], (method, url) =>
      method === "PUT" && url.pathname === openPath(2)
        ? { status: 409, body: { error: { code: "CONFLICT", message: conflict, requestId: "r" } } }
        : undefined,
    );
    renderWithProviders(<CashRegisterButton />);
    const user = await pick("Caja 2", "Caja cerrada");
    await user.type(screen.getByLabelText(/¿Con cuánto efectivo abre la caja\?/), "1000{Enter}");

    await waitFor(() => expect(screen.getAllByText(conflict)).toHaveLength(2));
    expect(screen.getByRole("dialog", { name: "Abrir Caja 2" })).toBeInTheDocument();
    expect(screen.queryByText("Caja abierta con éxito.")).not.toBeInTheDocument();
  });

  it("shows the amount with a '$' section and keeps the placeholder neutral after the required error", async () => {
    server([makeRegister(2)]);
    renderWithProviders(<CashRegisterButton />);
    const user = await pick("Caja 2", "Caja cerrada");
    const field = screen.getByLabelText(/¿Con cuánto efectivo abre la caja\?/);
    const wrapper = field.closest<HTMLElement>("[data-with-left-section]");

    expect(wrapper).toHaveTextContent("$");
    await user.type(field, "{Enter}");
    expect(await screen.findByText("Ingresa un monto")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAttribute("placeholder", "45000");
    expect(wrapper?.style.getPropertyValue("--input-placeholder-color")).toBe(
      "var(--mantine-color-placeholder)",
    );

    await user.type(field, "47000");
    expect(field).toHaveValue("47.000");
    expect(wrapper).toHaveTextContent("$");
  });
});
