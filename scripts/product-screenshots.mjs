// Rerun: with a fresh demo up (server with DEMO_PASSWORD, web on BASE_URL), `DEMO_PASSWORD=… BASE_URL=http://localhost:5173 node scripts/product-screenshots.mjs [name…]`.
//
// Draws the screenshots of the product pages (/gomatch, /gomarket, /goregisters) from the real screens of
// a running demo: signs in as the demo accounts, opens each screen in light theme in Debian's Chromium,
// and writes it as a small WebP to apps/web/public/images/products/. The player's screens at 390 px, the
// club's at 1366 px, the sizes apps/web/src/features/landing/products.ts declares for them. It opens a
// register of the demo club for the point of sale (and closes it again, with nothing sold, when it
// opened it): run it on a scratch demo, not on a club's data.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const BASE_URL = (process.env.BASE_URL ?? "http://localhost:5173").replace(/\/$/, "");
const PASSWORD = process.env.DEMO_PASSWORD;
const OUT = path.resolve(import.meta.dirname, "../apps/web/public/images/products");
/** Each picture's budget: a product page loads two or three of them on a phone's connection. */
const MAX_BYTES = 80 * 1024;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 };
/** Phone pictures are kept at 1.5× their CSS size: sharp enough in the page's device frame, and small. */
const PHONE_WIDTH = 585;

if (!PASSWORD) {
  console.error("Falta DEMO_PASSWORD: la contraseña de las cuentas demo del servidor.");
  process.exit(1);
}

async function api(pathname, { token, method = "GET", body } = {}) {
  const response = await fetch(`${BASE_URL}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

const signIn = async (identifier) =>
  (await api("/api/auth/local", { method: "POST", body: { identifier, password: PASSWORD } })).jwt;

/** The demo's day after today, as the club's calendar writes it (America/Santiago). */
function tomorrow() {
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santiago" }).format(day);
}

/** An open match of tomorrow at the demo club, preferring one with a range and more than one player. */
async function openMatchSlug(token) {
  const { matches } = await api(`/api/match/get_open_matches?club_id=1&date=${tomorrow()}`, { token });
  const best = matches.find((m) => m.category_range && m.players.length > 1) ?? matches[0];
  if (!best) throw new Error("La demo no tiene partidos abiertos mañana");
  return best.slug;
}

/** The latest closed register session that sold something. */
async function lastSellingRecordId(token) {
  const { cash_register_records: records } = await api(
    "/api/admin/cash_register_record/get_cash_register_records?status=closed",
    { token },
  );
  const record = records.find((r) => r.cash_register_record_close_total_balance > 0);
  if (!record) throw new Error("La demo no tiene cajas cerradas con ventas");
  return record.id;
}

/** Opens Caja 1 unless a register is open; gives back how to leave things as they were. */
async function openRegister(token) {
  const { data } = await api("/api/admin/cash_register/get_cash_registers", { token });
  if (data.some((register) => register.cash_register_open)) return async () => {};
  const [first] = data;
  const amount = 30000;
  await api(`/api/admin/cash_register/open_cash_register/${first.id}`, {
    token,
    method: "PUT",
    body: { cash_register_record_open_cash_user_amount: amount },
  });
  return () =>
    api(`/api/admin/cash_register/close_cash_register/${first.id}`, {
      token,
      method: "PUT",
      body: { cash_register_record_close_cash_user_amount: amount },
    });
}

/** Waits for the screen to be drawn and still: data loaded, no skeleton, no animation running. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page.locator(".mantine-Skeleton-root").first().waitFor({ state: "detached", timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.waitForTimeout(300);
}

/** The pictures named on the command line (`gomatch-match`…), or all of them. */
const wanted = (name) => process.argv.length <= 2 || process.argv.slice(2).includes(name);

async function capture(browser, { name, token, device, address, prepare }) {
  if (!wanted(name)) return;
  const context = await browser.newContext({
    ...device,
    locale: "es-CL",
    timezoneId: "America/Santiago",
    colorScheme: "light",
    serviceWorkers: "block",
  });
  await context.addInitScript((value) => {
    localStorage.setItem("userToken", value);
    localStorage.setItem("theme", "light");
  }, token);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${address}`);
  await settle(page);
  if (prepare) {
    await prepare(page);
    await settle(page);
  }
  const png = await page.screenshot();
  await context.close();
  const image = device === PHONE ? sharp(png).resize({ width: PHONE_WIDTH }) : sharp(png);
  const file = path.join(OUT, `${name}.webp`);
  const info = await image.webp({ quality: 72, effort: 6, smartSubsample: true }).toFile(file);
  const warn = info.size > MAX_BYTES ? "  ← más de 80 KB" : "";
  console.log(`${name}.webp ${info.width}×${info.height} ${Math.round(info.size / 1024)} KB${warn}`);
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const player = await signIn("jugador");
  const admin = await signIn("admin");

  await capture(browser, {
    name: "gomatch-court",
    token: player,
    device: PHONE,
    address: `/court?club=1&fecha=${tomorrow()}`,
  });
  await capture(browser, {
    name: "gomatch-match",
    token: player,
    device: PHONE,
    address: `/match/${await openMatchSlug(player)}`,
  });
  await capture(browser, { name: "gomatch-rank", token: player, device: PHONE, address: "/rank?club=1" });

  await capture(browser, {
    name: "goregisters-balance",
    token: admin,
    device: DESKTOP,
    address: `/admin/balances/${await lastSellingRecordId(admin)}`,
  });
  await capture(browser, {
    name: "goregisters-history",
    token: admin,
    device: DESKTOP,
    address: "/admin/historial-cajas",
  });

  await capture(browser, {
    name: "gomarket-inventory",
    token: admin,
    device: DESKTOP,
    address: "/admin/inventario",
  });
  const restore = wanted("gomarket-point-of-sale") ? await openRegister(admin) : async () => {};
  try {
    await capture(browser, {
      name: "gomarket-point-of-sale",
      token: admin,
      device: DESKTOP,
      address: "/admin/punto-de-venta",
      // A sale under way: three products in the cart.
      prepare: async (page) => {
        for (const product of ["Pelotas Head Padel Pro", "Agua mineral sin gas 500 ml", "Café cortado"])
          await page
            .getByRole("button", { name: new RegExp(product) })
            .first()
            .click();
      },
    });
  } finally {
    await restore();
  }
} finally {
  await browser.close();
}
