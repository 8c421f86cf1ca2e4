import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  it("keeps the focus in the field on mouse down, and still submits its form", () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <input aria-label="Nombre" />
        <SubmitButton>Guardar</SubmitButton>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Guardar" });
    // false: the default action (moving the focus, which blurs and validates the field) was prevented.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
