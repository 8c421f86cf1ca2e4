import { NO_CATEGORY_LABEL } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { thousandths, type UnitQuantities, unitsByCategory } from "./category-units";
import type { ReportScope } from "./report-range";
import { type LineRow, linesByCategory, linesByItem } from "./sales-lines.repository";
import { figuresOf } from "./sales-reports.service";

/** The line reports: categories and items, ranked by net amount or net quantity. */

export type RankBy = "amount" | "quantity";

function lineFiguresOf(row: LineRow) {
  const sold = thousandths(row.sold_quantity);
  const refunded = thousandths(row.refunded_quantity);
  return {
    ...figuresOf(row),
    ordersCount: row.orders_count,
    soldQuantity: sold / 1000,
    refundedQuantity: refunded / 1000,
    netQuantity: (sold - refunded) / 1000,
  };
}

// A quantity that adds up different units is none: those rank after every one with a quantity.
const byQuantity = (q: number | null) => q ?? Number.NEGATIVE_INFINITY;

const ranked = <T extends { net: number; netQuantity: number | null }>(
  list: T[],
  by: RankBy,
  limit?: number,
) =>
  list
    .sort(
      (a, b) =>
        (by === "amount" ? b.net - a.net : byQuantity(b.netQuantity) - byQuantity(a.netQuantity)) ||
        b.net - a.net,
    )
    .slice(0, limit);

/**
 * Lines by category, with their quantities by unit: a category's own quantities only when all its items
 * are measured in one unit (booking lines and payments are one each), never kilograms added to units.
 */
export async function categorySplit(db: DbOrTx, s: ReportScope, by: RankBy = "amount", limit?: number) {
  const [rows, items] = await Promise.all([linesByCategory(db, s), linesByItem(db, s)]);
  const units = unitsByCategory(items);
  const list = rows.map((r) => {
    const figures = lineFiguresOf(r);
    const quantities: UnitQuantities[] =
      r.kind === "bookings"
        ? [{ measureUnitShort: null, ...figures }]
        : (units.get(r.category_id ?? 0) ?? []);
    const one = quantities.length === 1 ? quantities[0] : undefined;
    return {
      kind: r.kind,
      categoryId: r.category_id,
      categoryName: r.kind === "bookings" ? "Reservas" : (r.category_name ?? NO_CATEGORY_LABEL),
      ...figures,
      soldQuantity: one?.soldQuantity ?? null,
      refundedQuantity: one?.refundedQuantity ?? null,
      netQuantity: one?.netQuantity ?? null,
      quantities: quantities.map(({ measureUnitShort, soldQuantity, refundedQuantity, netQuantity }) => ({
        measureUnitShort,
        soldQuantity,
        refundedQuantity,
        netQuantity,
      })),
    };
  });
  return ranked(list, by, limit);
}

export async function topItems(db: DbOrTx, s: ReportScope, by: RankBy, limit: number) {
  const rows = await linesByItem(db, s);
  const list = rows.map((r) => ({
    itemId: r.item_id,
    itemName: r.item_name,
    itemBulk: r.item_bulk,
    measureUnitShort: r.measure_unit_short,
    ...lineFiguresOf(r),
  }));
  return ranked(list, by, limit);
}
