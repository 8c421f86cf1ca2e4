/** A category's quantities in one unit (null: units), exact to the thousandth. */
export type UnitQuantities = {
  measureUnitShort: string | null;
  soldQuantity: number;
  refundedQuantity: number;
  netQuantity: number;
};

type ItemLines = {
  category_id: number | null;
  measure_unit_short: string | null;
  sold_quantity: string;
  refunded_quantity: string;
};

// Quantities are exact decimals from the database: thousandths added as integers.
export const thousandths = (q: string | number) => Math.round(Number(q) * 1000);

/**
 * The items' quantities by their category now (0: none) and unit, units (null) first: a category of
 * kilograms and units has two rows, never one sum of both. Each item counts in the unit of its latest line.
 */
export function unitsByCategory(items: readonly ItemLines[]): Map<number, UnitQuantities[]> {
  const sums = new Map<number, Map<string | null, { sold: number; refunded: number }>>();
  for (const item of items) {
    const key = item.category_id ?? 0;
    const units = sums.get(key) ?? new Map();
    const sum = units.get(item.measure_unit_short) ?? { sold: 0, refunded: 0 };
    sum.sold += thousandths(item.sold_quantity);
    sum.refunded += thousandths(item.refunded_quantity);
    units.set(item.measure_unit_short, sum);
    sums.set(key, units);
  }
  const byCategory = new Map<number, UnitQuantities[]>();
  for (const [key, units] of sums) {
    const rows = [...units].map(([measureUnitShort, { sold, refunded }]) => ({
      measureUnitShort,
      soldQuantity: sold / 1000,
      refundedQuantity: refunded / 1000,
      netQuantity: (sold - refunded) / 1000,
    }));
    rows.sort((a, b) =>
      a.measureUnitShort === b.measureUnitShort
        ? 0
        : a.measureUnitShort === null
          ? -1
          : b.measureUnitShort === null
            ? 1
            : a.measureUnitShort.localeCompare(b.measureUnitShort, "es"),
    );
    byCategory.set(key, rows);
  }
  return byCategory;
}
