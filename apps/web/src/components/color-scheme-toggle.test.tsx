import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { ColorSchemeToggle } from "./color-scheme-toggle";

describe("ColorSchemeToggle", () => {
  it("shows its hint on the first hover, though the tooltip's code loads only then", async () => {
    renderWithProviders(<ColorSchemeToggle />);
    const button = screen.getByRole("button", { name: "Cambiar a modo oscuro" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    await userEvent.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Cambiar a modo oscuro");
  });

  it("switches the scheme and its label", () => {
    renderWithProviders(<ColorSchemeToggle />);
    fireEvent.click(screen.getByRole("button", { name: "Cambiar a modo oscuro" }));
    expect(screen.getByRole("button", { name: "Cambiar a modo claro" })).toBeInTheDocument();
  });
});
