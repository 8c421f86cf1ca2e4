import type { AssistantFigure } from "@club/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FigureTable } from "./figure-table";

const stock: AssistantFigure = {
  tool: "critical_stock",
  title: "Productos en stock crítico: 1",
  period: null,
  filters: [],
  columns: [
    { key: "name", label: "Producto", kind: "text" },
    { key: "stock", label: "Stock", kind: "quantity" },
    { key: "price", label: "Precio", kind: "clp" },
  ],
  rows: [{ name: "Red Bull Energy Drink 250 ml", stock: 3, price: 1990 }],
  main: null,
  chart: "none",
  link: null,
};

describe("FigureTable", () => {
  it("lets a name wrap and keeps each figure on one line, on the right", () => {
    renderWithProviders(<FigureTable figure={stock} />);
    const name = screen.getByRole("cell", { name: "Red Bull Energy Drink 250 ml" });
    const price = screen.getByRole("cell", { name: "$1.990" });
    expect(name.style.whiteSpace).toBe("");
    expect(price.style.whiteSpace).toBe("nowrap");
    expect(screen.getByRole("cell", { name: "3" }).style.whiteSpace).toBe("nowrap");
  });
});
