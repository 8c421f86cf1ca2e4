import { ITEM_PLACEHOLDER_URL, type Item, type Pagination } from "@club/contract";

// An item and a page of a list, shared by the inventory and the point of sale.

const AT = "2025-03-07T15:30:00.000Z";

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 12,
    item_name: "Pelotas Head Pro (tubo x3)",
    item_brand: "Head",
    item_description: "",
    item_buy_price: 5500,
    item_sell_price: 8990,
    item_barcode: "7801234567890",
    item_favorite: false,
    item_bulk: false,
    item_measurement_unit: null,
    item_measurement_unit_short: null,
    item_allow_negative_stock: false,
    createdAt: AT,
    updatedAt: AT,
    publishedAt: AT,
    item_image: [],
    item_image_thumbnail: ITEM_PLACEHOLDER_URL,
    item_stock: { item_stock_stock: 24, item_stock_critical_stock: 5, item_stock_is_critical: false },
    item_category: { id: 3, item_category_name: "Pelotas" },
    ...overrides,
  };
}

export function pageOf<T>(data: T[], { page = 1, pageSize = 10, total = data.length } = {}) {
  const totalPages = Math.ceil(total / pageSize);
  const pagination: Pagination = { page, pageSize, pageCount: totalPages, total, totalPages };
  return { data, pagination };
}
