/**
 * "Key press to cart painted" on /admin/punto-de-venta with 5,000 items in the club: the built server
 * (`npm run build` first) on a new PGlite data dir, 5,000 items made through the API, a register opened
 * for `admin`, then Chromium (Playwright) scans barcodes into the search (digits + Enter, as a USB
 * scanner does) and clicks catalogue tiles. Each time is from the key's (or click's) event timestamp to
 * the first animation frame after the cart shows the new quantity, i.e. the frame that paints it.
 * Prints the median and the slowest of each kind.
 *
 *   npx tsx bench/point-of-sale.bench.ts     (BENCH_POS_PORT, default 3114; BENCH_POS_ITEMS, default
 *                                             5000; BENCH_POS_SCANS, default 30; CHROMIUM_PATH)
 */
import { chromium, type Page } from "@playwright/test";
import { startBuiltServer } from "./built-server";
import { storeToken } from "./store-token";

const PORT = Number(process.env.BENCH_POS_PORT ?? 3114);
const ITEMS = Number(process.env.BENCH_POS_ITEMS ?? 5000);
const SCANS = Number(process.env.BENCH_POS_SCANS ?? 30);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PASSWORD = "bench-demo-pass";
const PARALLEL = 8;

const barcodeOf = (i: number) => `29${String(i).padStart(11, "0")}`;
const nameOf = (i: number) =>
  `Producto de prueba ${i} ${["Café", "Agua", "Pelota", "Grip", "Toalla"][i % 5]}`;

async function api<T>(url: string, token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function makeItems(url: string, token: string) {
  let next = 0;
  const worker = async () => {
    while (next < ITEMS) {
      const i = next++;
      await api(url, token, "POST", "/api/admin/item/create_item", {
        data: {
          item_name: nameOf(i),
          item_brand: `Marca ${i % 37}`,
          item_barcode: barcodeOf(i),
          item_buy_price: 500 + (i % 50) * 10,
          item_sell_price: 990 + (i % 90) * 100,
          item_favorite: i % 97 === 0,
          item_stock: { item_stock_stock: 1000, item_stock_critical_stock: 1 },
        },
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Runs `act` and answers the ms from its input event to the frame after the cart line reads `quantity`. */
async function timeToPaint(page: Page, name: string, quantity: string, act: () => Promise<void>) {
  // A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
  await page.evaluate(`window.__pos = new Promise((resolve) => {
    let start = 0;
    const onInput = (event) => { start = event.timeStamp; };
    document.addEventListener("keydown", onInput, { capture: true, once: true });
    document.addEventListener("pointerdown", onInput, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const field = document.querySelector(${JSON.stringify(`input[aria-label="Cantidad de ${name}"]`)});
      if (!start || field?.value !== ${JSON.stringify(quantity)}) return;
      observer.disconnect();
      // The frame that paints the change.
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // Not the promise itself, which evaluate would wait for.
  0`);
  await act();
  const painted = page.evaluate<number>("window.__pos");
  painted.catch(() => undefined);
  const took = await Promise.race([painted, page.waitForTimeout(10_000).then(() => null)]);
  if (took === null) {
    const cart = await page
      .getByRole("list", { name: "Líneas del carrito" })
      .textContent()
      .catch(() => "(vacío)");
    throw new Error(`the cart never showed ${quantity} of ${name}: ${cart}`);
  }
  return took;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const server = await startBuiltServer({ port: PORT, demoPassword: PASSWORD });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const { jwt } = await api<{ jwt: string }>(server.url, null, "POST", "/api/auth/local", {
      identifier: "admin",
      password: PASSWORD,
    });
    const started = performance.now();
    await makeItems(server.url, jwt);
    console.log(
      `${ITEMS} items made through the API in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const state = await api<{ cash_register: { id: number; cash_register_open: boolean }[] }>(
      server.url,
      jwt,
      "GET",
      "/api/admin/global_state",
    );
    const register = state.cash_register.find((r) => !r.cash_register_open);
    if (!register) throw new Error("no free register");
    await api(server.url, jwt, "PUT", `/api/admin/cash_register/open_cash_register/${register.id}`, {
      cash_register_record_open_cash_user_amount: 10000,
    });

    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "es-CL" });
    await context.addInitScript(storeToken, jwt);
    const page = await context.newPage();
    const loadStart = performance.now();
    await page.goto(`${server.url}/admin/punto-de-venta`);
    const search = page.getByRole("textbox", { name: "Buscar producto o escanear código" });
    await page.getByRole("button", { name: /^Mostrar más/ }).waitFor({ timeout: 120_000 });
    console.log(`catalogue of ${ITEMS} loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const scans: number[] = [];
    for (let n = 0; n < SCANS; n++) {
      const i = (n * 163) % ITEMS;
      const name = nameOf(i);
      await search.fill(barcodeOf(i));
      scans.push(await timeToPaint(page, name, "1", () => search.press("Enter")));
    }
    // The same items again, each found by its code and clicked: its line goes from 1 to 2.
    const clicks: number[] = [];
    for (let n = 0; n < SCANS; n++) {
      const i = (n * 163) % ITEMS;
      const name = nameOf(i);
      await search.fill(barcodeOf(i));
      const tile = page.getByRole("button", { name: `Agregar ${name} al carrito`, exact: true });
      await tile.waitFor();
      clicks.push(await timeToPaint(page, name, "2", () => tile.click()));
    }
    const fmt = (values: number[]) =>
      `median ${median(values).toFixed(1)} ms, slowest ${Math.max(...values).toFixed(1)} ms (${values.length} runs)`;
    console.log(`scan (barcode + Enter) to cart painted: ${fmt(scans)}`);
    console.log(`click on a tile to cart painted:        ${fmt(clicks)}`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
