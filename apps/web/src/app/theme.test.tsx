import { PasswordInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";

describe("theme", () => {
  it("labels the password visibility button in Spanish", () => {
    renderWithProviders(<PasswordInput label="Contraseña" />);
    expect(screen.getByRole("button", { name: "Mostrar u ocultar la contraseña" })).toBeInTheDocument();
  });
});
