import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme";

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = (color: string, index: number) => full.colors[color]?.[index] ?? "";
// "var(--mantine-color-red-8)" or a literal colour, as the resolver gives it.
const resolve = (value: string) => {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return match ? shade(match[1] ?? "", Number(match[2])) : value;
};
const variables = cssVariablesResolver(full);
const primary = (scheme: "light" | "dark") =>
  typeof full.primaryShade === "number" ? full.primaryShade : full.primaryShade[scheme];

const WHITE = "#ffffff";
const LIGHT_BACKGROUNDS = [WHITE, shade("gray", 0), shade("gray", 1)];
// Page, cards and inputs, a hovered row, a hovered menu item.
const DARK_BACKGROUNDS = [shade("dark", 7), shade("dark", 6), shade("dark", 5), shade("dark", 4)];
const COLOURS = ["blue", "red", "green", "orange", "teal", "yellow", "cyan"];
const AA = 4.5;

describe("theme contrast (WCAG AA, 4.5:1)", () => {
  it("grey text and field errors read on the page, cards and hovered rows, light and dark", () => {
    for (const name of ["--mantine-color-dimmed", "--mantine-color-error"] as const) {
      const light = resolve(variables.light[name] ?? shade("gray", 6));
      const dark = resolve(variables.dark[name] ?? shade("dark", 2));
      for (const bg of LIGHT_BACKGROUNDS)
        expect(contrast(light, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
      for (const bg of name === "--mantine-color-dimmed" ? DARK_BACKGROUNDS : DARK_BACKGROUNDS.slice(0, 2)) {
        expect(contrast(dark, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it("links and coloured text (Salir in red) read on white, and their dark shade on the dark page", () => {
    for (const color of COLOURS) {
      expect(contrast(shade(color, primary("light")), WHITE), color).toBeGreaterThanOrEqual(AA);
      expect(contrast(shade(color, 4), shade("dark", 7)), color).toBeGreaterThanOrEqual(AA);
    }
  });

  it("white text on filled buttons and badges (CRÍTICO), and light badges' text on their tint", () => {
    for (const color of COLOURS) {
      for (const scheme of ["light", "dark"] as const) {
        expect(contrast(WHITE, shade(color, primary(scheme))), `${color} ${scheme}`).toBeGreaterThanOrEqual(
          AA,
        );
      }
      expect(contrast(shade(color, 9), shade(color, 1)), `${color} light`).toBeGreaterThanOrEqual(AA);
    }
  });
});
