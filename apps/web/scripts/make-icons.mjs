// Renders public/favicon.svg into the app icons (public/icons/icon-192.png, icon-512.png) with Debian's
// Chromium, since no image library is installed. The PNGs are committed: run this again after changing the SVG.
// The mark sits inside the middle 80% on a full-bleed background, so the 512 icon also works as "maskable".
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const background = "#1c7ed6";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    const mark = Math.round(size * 0.8);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img width="${mark}" height="${mark}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, "icons", `icon-${size}.png`) });
    console.log(`icons/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
