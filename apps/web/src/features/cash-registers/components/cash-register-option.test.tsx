import { Menu } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ME, makeRegister, OTHER } from "../../../test/cash-register-fixtures";
import { renderWithProviders } from "../../../test/render";
import { CashRegisterOption } from "./cash-register-option";

/** The opacity an element is painted with: its own times every ancestor's, up to the menu item. */
function paintedOpacity(element: HTMLElement) {
  let opacity = 1;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    opacity *= node.style.opacity === "" ? 1 : Number(node.style.opacity);
    if (node.getAttribute("role") === "menuitem") break;
  }
  return opacity;
}

function renderOption(register: ReturnType<typeof makeRegister>, registers = [register]) {
  const onSelect = vi.fn();
  renderWithProviders(
    <Menu opened>
      <Menu.Target>
        <button type="button">Cajas</button>
      </Menu.Target>
      <Menu.Dropdown>
        <CashRegisterOption register={register} registers={registers} userId={ME.id} onSelect={onSelect} />
      </Menu.Dropdown>
    </Menu>,
  );
  return onSelect;
}

describe("CashRegisterOption", () => {
  it("fades a disabled register but not the reason it cannot be picked", () => {
    renderOption(makeRegister(3, { cash_register_open: true, users_permissions_user: OTHER }));
    const item = screen.getByRole("menuitem", { name: /^Caja 3/ });
    expect(item).toBeDisabled();
    // Mantine fades the whole item; the fade moves to its parts so the reason keeps its contrast.
    expect(item.style.opacity).toBe("1");

    expect(paintedOpacity(screen.getByText("Caja 3"))).toBeLessThan(1);
    expect(paintedOpacity(screen.getByText("Operador: Bruno Soto"))).toBeLessThan(1);
    const reason = screen.getByText("Abierta por Bruno Soto. Solo quien la abrió puede cerrarla.");
    expect(paintedOpacity(reason)).toBe(1);
  });

  it("leaves a pickable register unfaded and without a reason", () => {
    renderOption(makeRegister(2));
    const item = screen.getByRole("menuitem", { name: /^Caja 2/ });
    expect(item).toBeEnabled();
    expect(item.style.opacity).toBe("");
    expect(paintedOpacity(screen.getByText("Caja 2"))).toBe(1);
    expect(screen.queryByText(/Solo quien la abrió|Ciérrala antes/)).not.toBeInTheDocument();
  });
});
