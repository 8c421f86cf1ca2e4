import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { CashDifference } from "./cash-difference";

/** The difference as shown, what a screen reader hears with it, and the Mantine colour it is painted. */
function shown(diff: number) {
  const { unmount } = renderWithProviders(<CashDifference diff={diff} />);
  const amount = screen.getByText(/\$/);
  const result = { text: amount.textContent, color: amount.style.color };
  unmount();
  return result;
}

describe("CashDifference", () => {
  it("shows a balanced drawer green, as balanced, never as a warning", () => {
    expect(shown(0)).toEqual({ text: "El efectivo cuadra: $0", color: "var(--mantine-color-green-text)" });
  });

  it("shows missing cash red and extra cash orange, with the sign and the words", () => {
    expect(shown(-500)).toEqual({ text: "Falta efectivo: -$500", color: "var(--mantine-color-red-text)" });
    expect(shown(1_200)).toEqual({
      text: "Sobra efectivo: +$1.200",
      color: "var(--mantine-color-orange-text)",
    });
  });
});
