import type { MeasurementUnit } from "@club/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeItem } from "../../../test/item-fixtures";
import { renderWithProviders } from "../../../test/render";
import { toCatalogItem } from "../utils/catalog";
import { ProductTile } from "./product-tile";

const bulk = (id: number, stock: number, unit: MeasurementUnit, short: string) =>
  toCatalogItem(
    makeItem({
      id,
      item_name: `Granel ${id}`,
      item_bulk: true,
      item_measurement_unit: unit,
      item_measurement_unit_short: short,
      item_stock: { item_stock_stock: stock, item_stock_critical_stock: 0, item_stock_is_critical: false },
    }),
  );

describe("ProductTile", () => {
  it("shows the stock the es-CL way, with its unit's symbol in lower case", () => {
    renderWithProviders(
      <>
        <ProductTile item={bulk(1, 4.5, "Kilogramos", "kg")} onAdd={() => {}} />
        <ProductTile item={bulk(2, 1250, "Gramos", "gr")} onAdd={() => {}} />
        <ProductTile
          item={toCatalogItem(
            makeItem({
              id: 3,
              item_stock: {
                item_stock_stock: 1200,
                item_stock_critical_stock: 0,
                item_stock_is_critical: false,
              },
            }),
          )}
          onAdd={() => {}}
        />
      </>,
    );
    const kilos = screen.getByText("Stock 4,5 kg");
    expect(screen.getByText("Stock 1.250 gr")).toBeInTheDocument();
    expect(screen.getByText("Stock 1.200")).toBeInTheDocument();
    // A badge writes in capitals ("4,5 KG") unless told not to.
    expect(kilos.closest(".mantine-Badge-root")).toHaveStyle({ textTransform: "none" });
  });
});
