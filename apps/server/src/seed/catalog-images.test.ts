import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATALOG_IMAGE_SIZE, catalogImageSvg, renderCatalogImage } from "./catalog-images";

const card = { brand: "Watt's", category: "Jugos y néctares", colour: "#e65100", icon: "juice" } as const;
const lines = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe("catalog product images", () => {
  it("escapes text for the SVG", () => {
    const svg = catalogImageSvg({ ...card, name: "Té <verde> & menta" });
    expect(svg).toContain("WATT&#39;S");
    expect(svg).not.toContain("<verde>");
    expect(lines(svg)).toEqual(["Té &#60;verde&#62; &#38; menta"]);
  });

  it("keeps a quantity with its unit when the name wraps", () => {
    const svg = catalogImageSvg({ ...card, name: "Alfajor Chocolate 45 g" });
    expect(lines(svg)).toEqual(["Alfajor Chocolate", "45\u00a0g"]);
  });

  it("wraps a long name into at most four smaller lines", () => {
    const svg = catalogImageSvg({
      ...card,
      name: "Néctar de durazno light sin azúcar añadida en botella familiar retornable de vidrio 1,5 L",
    });
    expect(svg).toContain('font-size="23"');
    expect(lines(svg).length).toBe(4);
    expect(lines(svg).every((line) => (line ?? "").length <= 27)).toBe(true);
  });

  it("renders a square PNG", async () => {
    const png = await renderCatalogImage({ ...card, name: "Néctar durazno 300 ml" });
    expect(await sharp(png).metadata()).toMatchObject({
      format: "png",
      width: CATALOG_IMAGE_SIZE,
      height: CATALOG_IMAGE_SIZE,
    });
  });
});
