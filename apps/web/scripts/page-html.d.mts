/** What a link preview reads of a page: an image is an address on this site (`/images/…`). */
export type PageMeta = { title: string; description: string; image: string };

export function withPageMeta(html: string, meta: PageMeta): string;
export function drawnPageHtml(
  index: string,
  page: {
    meta: PageMeta;
    markup: string;
    styles: string[];
    boot: string;
    keys: { themeKey: string; tokenKey: string };
  },
): string;
export function appPageHtml(
  index: string,
  page: { meta: PageMeta; preload?: { scripts: string[]; styles: string[] } },
): string;
