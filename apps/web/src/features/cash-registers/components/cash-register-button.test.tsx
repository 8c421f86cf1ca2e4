import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ME, makeGlobalState, makeRegister, OTHER } from "../../../test/cash-register-fixtures";
import { stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { CashRegisterButton } from "./cash-register-button";

beforeEach(() => {
  storeToken();
});

function serve(registers: ReturnType<typeof makeRegister>[]) {
  stubFetch((_, url) =>
    url.pathname === GLOBAL_STATE_PATH ? { body: makeGlobalState(registers) } : undefined,
  );
}

function option(name: string) {
  return screen.getByRole("menuitem", { name: new RegExp(`^${name}`) });
}

describe("CashRegisterButton", () => {
  it("says which register the user has open", async () => {
    serve([makeRegister(1, { cash_register_open: true, users_permissions_user: ME }), makeRegister(2)]);
    renderWithProviders(<CashRegisterButton />);
    expect(await screen.findByRole("button", { name: "Caja abierta: Caja 1" })).toBeInTheDocument();
  });

  it("says 'Caja cerrada' when only someone else has one open", async () => {
    serve([makeRegister(1, { cash_register_open: true, users_permissions_user: OTHER })]);
    renderWithProviders(<CashRegisterButton />);
    expect(await screen.findByRole("button", { name: "Caja cerrada" })).toBeInTheDocument();
  });

  it("with an open register of its own, disables the others and explains why", async () => {
    const user = userEvent.setup();
    serve([
      makeRegister(1, { cash_register_open: true, users_permissions_user: ME }),
      makeRegister(2),
      makeRegister(3, { cash_register_open: true, users_permissions_user: OTHER }),
    ]);
    renderWithProviders(<CashRegisterButton />);
    await user.click(await screen.findByRole("button", { name: "Caja abierta: Caja 1" }));

    expect(option("Caja 1")).toBeEnabled();
    expect(option("Caja 1")).toHaveTextContent("Operador: Ana Rojas");
    expect(option("Caja 1")).toHaveTextContent("Último movimiento: 12-03-2025 10:30");
    expect(option("Caja 2")).toBeDisabled();
    expect(option("Caja 2")).toHaveTextContent("Ya tienes abierta Caja 1");
    expect(option("Caja 3")).toBeDisabled();
    expect(option("Caja 3")).toHaveTextContent("Abierta por Bruno Soto");
  });

  it("without an open register, only a register open under someone else is disabled", async () => {
    const user = userEvent.setup();
    serve([makeRegister(1), makeRegister(2, { cash_register_open: true, users_permissions_user: OTHER })]);
    renderWithProviders(<CashRegisterButton />);
    await user.click(await screen.findByRole("button", { name: "Caja cerrada" }));

    expect(option("Caja 1")).toBeEnabled();
    expect(option("Caja 1")).toHaveTextContent("Cerrada");
    expect(option("Caja 2")).toBeDisabled();
  });

  it("with no registers, asks to write to the club's support mailbox", async () => {
    const user = userEvent.setup();
    serve([]);
    renderWithProviders(<CashRegisterButton />);
    await user.click(await screen.findByRole("button", { name: "Caja cerrada" }));

    expect(screen.getByText("No hay cajas disponibles :O")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "soporte@clubdemo.cl" })).toHaveAttribute(
      "href",
      "mailto:soporte@clubdemo.cl",
    );
  });
});
