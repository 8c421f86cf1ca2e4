import {
  ITEM_PLACEHOLDER_URL,
  type ItemCategory,
  type ItemDetail,
  type Product,
  type StockMovement,
} from "@club/contract";
import { type Route, stubFetch } from "../../../test/fetch-stub";
import { makeItem } from "../../../test/item-fixtures";

const AT = "2025-03-07T15:30:00.000Z";

export function makeItemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return { item_image_id: null, item_category_id: 3, item_product_id: null, ...makeItem(), ...overrides };
}

export function makeCategory(overrides: Partial<ItemCategory> = {}): ItemCategory {
  return {
    id: 3,
    item_category_name: "Pelotas",
    item_category_description: "",
    item_category_image: null,
    item_category_items_count: 4,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 40,
    product_name: "Coca-Cola Original 591 ml",
    product_brand: "Coca-Cola",
    product_description: "",
    product_barcode: "7801610001196",
    product_category: { id: 2, product_category_name: "Bebidas" },
    product_image: null,
    product_image_thumbnail: ITEM_PLACEHOLDER_URL,
    product_already_added: false,
    item_already_created: false,
    product_item_id: null,
    ...overrides,
  };
}

export function makeMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 1,
    stock_movement_reason: "initial",
    stock_movement_quantity: 24,
    stock_movement_stock_after: 24,
    stock_movement_note: null,
    stock_movement_order_id: null,
    stock_movement_user: { id: 1, name: "Ana", lastname: "Rojas" },
    stock_movement_datetime: { date: "07-03-2025", time: "12:30:00", timeWithoutSeconds: "12:30" },
    createdAt: AT,
    ...overrides,
  };
}

const ITEM_API = "/api/admin/item";
export const PATHS = {
  items: `${ITEM_API}/get_items`,
  byString: (text: string) => `${ITEM_API}/search_items_by_string/${encodeURIComponent(text)}`,
  byCategory: (category: string | number) => `${ITEM_API}/search_items_by_category/${category}`,
  search: (a: string | number, b: string) => `${ITEM_API}/search_items/${a}/${encodeURIComponent(b)}`,
  find: (id: number) => `${ITEM_API}/find_item/${id}`,
  create: `${ITEM_API}/create_item`,
  update: (id: number) => `${ITEM_API}/update_item/${id}`,
  remove: (id: number) => `${ITEM_API}/delete_item/${id}`,
  byProduct: (id: number) => `${ITEM_API}/create_item_by_product/${id}`,
  summary: `${ITEM_API}/count_total_items_stock`,
  adjust: (id: number) => `${ITEM_API}/adjust_item_stock/${id}`,
  movements: (id: number) => `${ITEM_API}/get_item_stock_movements/${id}`,
  categories: "/api/admin/item_category/get_categories",
  products: "/api/admin/product/get_products",
  searchProducts: (text: string) => `/api/product/search_products/${encodeURIComponent(text)}`,
  productCategories: "/api/admin/product_category/get_product_categories",
  upload: "/api/upload",
} as const;

export const SUMMARY = {
  data: {
    total_items: 2,
    total_units: 30,
    stock_buy_value: 120000,
    stock_sell_value: 190000,
    critical_items: 1,
  },
};

/** Answers the listed paths with their bodies; `extra` answers first (changes, searches, refusals). */
export function serveInventory(bodies: Record<string, unknown>, extra?: Route) {
  return stubFetch((method, url, body) => {
    const custom = extra?.(method, url, body);
    if (custom) return custom;
    return url.pathname in bodies ? { body: bodies[url.pathname] } : undefined;
  });
}
