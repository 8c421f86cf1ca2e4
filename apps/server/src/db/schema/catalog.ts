import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { uploads } from "./uploads";

// The platform's global catalog: reference tables shared by every club (DESIGN "Scale").
export const productCategories = pgTable(
  "product_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [uniqueIndex("product_categories_name_key").on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("product_name").notNull(),
    brand: text("product_brand").notNull().default(""),
    description: text("product_description").notNull().default(""),
    barcode: text("product_barcode"),
    categoryId: integer("product_category_id").references(() => productCategories.id, {
      onDelete: "set null",
    }),
    imageId: integer("image_id").references(() => uploads.id, { onDelete: "set null" }),
    // Lower-case, accent-free name for ordering, and name + brand + barcode for search (domain searchText).
    nameKey: text("name_key").notNull(),
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_barcode_key").on(t.barcode),
    index("products_order_idx").on(t.nameKey, t.id),
    index("products_category_idx").on(t.categoryId, t.nameKey, t.id),
    index("products_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
