import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// What a phone downloads for the public pages, from an empty cache (the worker would answer from its own).
test.use({ serviceWorkers: "block" });

type Loaded = {
  url: string;
  type: string;
  encoding: string | undefined;
  wire: number;
  raw: number;
  body: string;
};

async function load(page: Page, path: string): Promise<Loaded[]> {
  const pending: Promise<Loaded>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type,
          encoding: (await response.allHeaders())["content-encoding"],
          wire: sizes.responseBodySize,
          raw: body.length,
          body: body.toString(),
        };
      })(),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return Promise.all(pending);
}

const total = (files: Loaded[], type: string, size: "wire" | "raw") =>
  files.filter((file) => file.type === type).reduce((sum, file) => sum + file[size], 0);

for (const path of ["/", "/login"]) {
  test(`${path} carga poco: comprimido, sin código del back office y con el CSS de lo que muestra`, async ({
    page,
  }) => {
    const files = await load(page, path);
    await expect(
      page
        .getByRole("link", { name: "Ingresar" })
        .or(page.getByRole("button", { name: "Ingresar" }))
        .first(),
    ).toBeVisible();
    for (const file of files) {
      if (file.raw > 1024) expect(file.encoding, file.url).toBe("br");
      expect(file.url, "back-office code").not.toMatch(/admin|inventory|cash-register|notification/);
    }
    // The aim: 150 KB of script over the wire; Mantine's whole stylesheet alone is 270 KB.
    expect(total(files, "script", "wire")).toBeLessThanOrEqual(150 * 1024);
    expect(total(files, "stylesheet", "raw")).toBeLessThan(100 * 1024);
    if (path === "/") {
      expect(files.filter((file) => file.body.includes("ZodObject")).map((file) => file.url)).toEqual([]);
    }
  });
}
