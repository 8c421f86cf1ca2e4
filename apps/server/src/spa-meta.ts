import { escapeHtml } from "./http/escape-html";

/** What a link preview (WhatsApp, search engines) reads of a page, without running its script. */
export type PageMeta = { title: string; description: string; url: string; image: string };

/** Answers the preview of an address the server can describe (a match), or null for the app's default. */
export type PageMetaFor = (address: string) => Promise<PageMeta | null>;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** index.html with the page's own title and description, and its Open Graph card. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const card = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta property="og:locale" content="es_CL">`,
    `<meta name="twitter:card" content="summary">`,
  ].join("");
  // Replacer functions: a name with "$&" or "$`" would otherwise be read as a replacement pattern.
  return html
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${description}">`)
    .replace("</head>", () => `${card}</head>`);
}
