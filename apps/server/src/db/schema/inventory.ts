import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { clubs } from "./clubs";
import { uploads } from "./uploads";
import { users } from "./users";

export const itemCategories = pgTable(
  "item_categories",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("item_category_name").notNull(),
    description: text("item_category_description").notNull().default(""),
    imageId: integer("image_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("item_categories_club_name_key").on(t.clubId, sql`lower(${t.name})`)],
);

/** Exact quantities: 3 decimals cover gr, kg and lt; never floats (DESIGN convention 6). */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: "string" });

export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("item_name").notNull(),
    brand: text("item_brand").notNull().default(""),
    description: text("item_description").notNull().default(""),
    buyPrice: integer("item_buy_price").notNull(),
    sellPrice: integer("item_sell_price").notNull(),
    barcode: text("item_barcode"),
    favorite: boolean("item_favorite").notNull().default(false),
    bulk: boolean("item_bulk").notNull().default(false),
    measurementUnit: text("item_measurement_unit"),
    // An item of a deleted category falls back to "Sin categoria".
    categoryId: integer("item_category_id").references(() => itemCategories.id, { onDelete: "set null" }),
    imageId: integer("image_id").references(() => uploads.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    // The ledger's sum, kept in step by the movement that changes it (stock_movements).
    stock: quantity("item_stock_stock").notNull().default("0"),
    criticalStock: quantity("item_stock_critical_stock").notNull().default("0"),
    allowNegativeStock: boolean("item_allow_negative_stock").notNull().default(false),
    // Set when a movement brings the stock to the critical level (one notification per crossing);
    // cleared when the stock goes back above it, which re-arms the alert.
    criticalNotified: boolean("critical_notified").notNull().default(false),
    nameKey: text("name_key").notNull(),
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Deleted items keep their ledger (and, later, their sales); every read filters them out.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("items_prices_check", sql`${t.buyPrice} >= 0 and ${t.sellPrice} >= 0`),
    check("items_critical_stock_check", sql`${t.criticalStock} >= 0`),
    check("items_stock_not_negative", sql`${t.allowNegativeStock} or ${t.stock} >= 0`),
    check(
      "items_unit_quantities_whole",
      sql`${t.bulk} or (${t.stock} = trunc(${t.stock}) and ${t.criticalStock} = trunc(${t.criticalStock}))`,
    ),
    check(
      "items_bulk_unit_check",
      sql`(${t.bulk} and ${t.measurementUnit} is not null) or (not ${t.bulk} and ${t.measurementUnit} is null)`,
    ),
    // A scanned barcode names one item of the club; a catalog product is imported once.
    uniqueIndex("items_club_barcode_key")
      .on(t.clubId, t.barcode)
      .where(sql`${t.deletedAt} is null and ${t.barcode} is not null`),
    uniqueIndex("items_club_product_key")
      .on(t.clubId, t.productId)
      .where(sql`${t.deletedAt} is null and ${t.productId} is not null`),
    index("items_order_idx").on(t.clubId, t.nameKey, t.id).where(sql`${t.deletedAt} is null`),
    index("items_category_idx")
      .on(t.clubId, t.categoryId, t.nameKey, t.id)
      .where(sql`${t.deletedAt} is null`),
    // club_id inside the trigram index (btree_gin): a club's search never visits another club's rows.
    index("items_search_trgm_idx").using("gin", t.clubId, t.searchText.op("gin_trgm_ops")),
  ],
);

// The stock ledger: one row per change of an item's stock, signed.
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    quantity: quantity("quantity").notNull(),
    stockAfter: quantity("stock_after").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The sale or cancellation behind the movement (foreign key to orders: migration 0010).
    orderId: integer("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The reasons of STOCK_REASONS in packages/domain.
    check(
      "stock_movements_reason_check",
      sql`${t.reason} in ('initial', 'sale', 'cancellation', 'restock', 'adjustment', 'count')`,
    ),
    check(
      "stock_movements_adjustment_note_check",
      sql`${t.reason} <> 'adjustment' or length(trim(coalesce(${t.note}, ''))) > 0`,
    ),
    // A count may confirm the stock unchanged; any other movement moves something.
    check("stock_movements_quantity_check", sql`${t.quantity} <> 0 or ${t.reason} = 'count'`),
    check(
      "stock_movements_order_check",
      sql`(${t.reason} in ('sale', 'cancellation')) = (${t.orderId} is not null)`,
    ),
    // A sale takes an item's stock once per order and its cancellation gives it back once.
    uniqueIndex("stock_movements_order_item_reason_key")
      .on(t.orderId, t.itemId, t.reason)
      .where(sql`${t.orderId} is not null`),
    index("stock_movements_item_idx").on(t.itemId, t.createdAt, t.id),
  ],
);

/**
 * How many visible items a club has per category (category_key 0 = "Sin categoria"), kept exact by
 * triggers on items (migration 0004), so a page's total costs one indexed read instead of counting
 * the club's items on every call.
 */
export const itemTallies = pgTable(
  "item_tallies",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    categoryKey: integer("category_key").notNull(),
    items: integer("items").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.categoryKey] }),
    check("item_tallies_items_check", sql`${t.items} >= 0`),
  ],
);
