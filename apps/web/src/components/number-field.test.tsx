import { type NumberRule, PESOS_RULE, quantityRule } from "@club/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { numberValue } from "../lib/number-fields";
import { renderWithProviders } from "../test/render";
import { NumberField } from "./number-field";

/** A field with its text in state and, beside it, the number a form would send. */
function Harness({ rule }: { rule: NumberRule }) {
  const [text, setText] = useState("");
  return (
    <>
      <NumberField label="Cantidad" rule={rule} value={text} onChange={setText} />
      <output>{String(numberValue(text, rule))}</output>
      <button type="button">Otro</button>
    </>
  );
}

async function typeAndLeave(rule: NumberRule, typed: string) {
  const user = userEvent.setup();
  renderWithProviders(<Harness rule={rule} />);
  const input = screen.getByRole("textbox", { name: "Cantidad" });
  await user.type(input, typed);
  await user.click(screen.getByRole("button", { name: "Otro" }));
  return input;
}

const sent = () => screen.getByRole("status").textContent;

describe("NumberField", () => {
  it("reads the decimal comma of a bulk quantity: '1,5' is 1.5, not 15", async () => {
    const input = await typeAndLeave(quantityRule(true), "1,5");
    expect(input).toHaveValue("1,5");
    expect(sent()).toBe("1.5");
    expect(input).not.toHaveAttribute("aria-invalid", "true");
  });

  it("reads the thousands dot in pesos, and shows typed pesos the es-CL way on leaving", async () => {
    const input = await typeAndLeave(PESOS_RULE, "1.990");
    expect(sent()).toBe("1990");
    expect(input).toHaveValue("1.990");
    await userEvent.setup().clear(input);
    await userEvent.setup().type(input, "45000");
    await userEvent.setup().click(screen.getByRole("button", { name: "Otro" }));
    expect(input).toHaveValue("45.000");
    expect(sent()).toBe("45000");
  });

  it("refuses decimals in pesos with a Spanish reason instead of reading 1.990,5 as 19.905", async () => {
    const input = await typeAndLeave(PESOS_RULE, "1.990,5");
    expect(input).toHaveValue("1.990,5");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Los montos en pesos son enteros, sin decimales")).toBeInTheDocument();
    expect(sent()).toBe("");
  });

  it("keeps a unit item's quantity whole", async () => {
    await typeAndLeave(quantityRule(false), "1,5");
    expect(screen.getByText("Los productos por unidad usan cantidades enteras")).toBeInTheDocument();
    expect(sent()).toBe("");
  });

  it("takes at most 3 decimals in a bulk quantity", async () => {
    await typeAndLeave(quantityRule(true), "1,2345");
    expect(screen.getByText("Usa como máximo 3 decimales")).toBeInTheDocument();
  });

  it("refuses text that is no number", async () => {
    const input = await typeAndLeave(PESOS_RULE, "abc");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Escribe un número, por ejemplo 1.990")).toBeInTheDocument();
    expect(sent()).toBe("");
  });

  it("waits until the person leaves the field before refusing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rule={PESOS_RULE} />);
    await user.type(screen.getByRole("textbox", { name: "Cantidad" }), "abc");
    expect(screen.queryByText(/Escribe un número/)).not.toBeInTheDocument();
  });
});
