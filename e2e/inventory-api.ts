import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { call } from "./admin-api";
import { expect } from "./fixtures";
import { shoot } from "./pictures";

/**
 * The inventory's API, to give a journey the item it needs (a known stock, a known barcode) and to read
 * back what the screens did. Every journey makes its own items with names and barcodes of its own, so
 * the journeys run in any order, and again, on the same server.
 */

export type ApiItem = {
  id: number;
  item_name: string;
  item_brand: string;
  item_barcode: string | null;
  item_stock: {
    item_stock_stock: number;
    item_stock_critical_stock: number;
    item_stock_is_critical: boolean;
  };
};
type ItemAnswer = { ok: true; message: string; data: ApiItem };
type ApiNotification = {
  id: number;
  notification_type: string;
  notification_title: string;
  notification_message: string;
  notification_link: string | null;
  notification_status: "read" | "unread";
};

let sequence = 0;

/** A tag no other run on this server used: a timestamp and a counter. */
export function uniqueTag(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
}

/** A 13-digit barcode no catalog product carries (20–29 are in-store prefixes, the catalog's are 780). */
export function uniqueBarcode(): string {
  sequence += 1;
  return `2${String(Date.now() % 1e10).padStart(10, "0")}${String(sequence % 100).padStart(2, "0")}`;
}

export const itemPath = (id: number) => `/admin/inventario/${id}`;

export async function createItem(
  request: APIRequestContext,
  token: string,
  data: {
    item_name: string;
    item_brand?: string;
    item_barcode?: string;
    item_buy_price: number;
    item_sell_price: number;
    item_stock: { item_stock_stock: number; item_stock_critical_stock: number };
  },
): Promise<ApiItem> {
  const answer = await call<ItemAnswer>(request, token, "POST", "/api/admin/item/create_item", { data });
  return answer.data;
}

export async function createCategory(request: APIRequestContext, token: string, name: string) {
  const answer = await call<{ data: { id: number; item_category_name: string } }>(
    request,
    token,
    "POST",
    "/api/admin/item_category/create_category",
    { data: { item_category_name: name } },
  );
  return answer.data;
}

export async function findItem(request: APIRequestContext, token: string, id: number): Promise<ApiItem> {
  return (await call<{ data: ApiItem }>(request, token, "GET", `/api/admin/item/find_item/${id}`)).data;
}

export function adjustStock(
  request: APIRequestContext,
  token: string,
  id: number,
  data: { stock_movement_reason: "restock" | "adjustment" | "count"; stock_movement_quantity: number },
) {
  const note = data.stock_movement_reason === "adjustment" ? { stock_movement_note: "e2e" } : {};
  return call<ItemAnswer>(request, token, "POST", `/api/admin/item/adjust_item_stock/${id}`, {
    data: { ...data, ...note },
  });
}

/** The signed-in administrator's notifications (newest 50) that link to `link`. */
export async function notificationsLinkingTo(request: APIRequestContext, token: string, link: string) {
  const page = await call<{ data: ApiNotification[] }>(
    request,
    token,
    "GET",
    "/api/admin/notification/get_notifications?page=1&limit=50",
  );
  return page.data.filter((n) => n.notification_link === link);
}

/** The app's own theme toggle in the header; the choice is kept in localStorage ("theme"). */
export async function switchTheme(page: Page, scheme: "light" | "dark") {
  const html = page.locator("html");
  const label = scheme === "dark" ? "Cambiar a modo oscuro" : "Cambiar a modo claro";
  // A click while the header is drawn again (the page's data arriving on a loaded machine) can land on a
  // button that is replaced before the mouse comes up: it is clicked again, as a person would.
  await expect(async () => {
    if ((await html.getAttribute("data-mantine-color-scheme")) !== scheme) {
      await page.getByRole("banner").getByRole("button", { name: label }).click();
    }
    await expect(html).toHaveAttribute("data-mantine-color-scheme", scheme, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // Off the toggle, so its tooltip is not in the pictures.
  await page.mouse.move(0, 0);
}

/**
 * An <img> showing a picture that loaded from a path matching `path`: the lazy image falls back to the
 * placeholder when its picture fails, and the placeholder loads fine, so both are checked together.
 */
export async function expectImageLoaded(image: Locator, path: RegExp) {
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : "(not loaded)",
      ),
    )
    .toMatch(path);
}

/** A whole-page picture, taken from the top: scrolled, the fixed header would land mid-picture. */
export async function shootWholePage(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, name, { fullPage: true });
}
