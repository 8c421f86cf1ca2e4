// The HTML of the pages the build writes ahead (scripts/prerender.mjs), as functions of index.html: a
// public page drawn without the app, and an app page (sign-in, sign-up) that keeps the app but names
// itself. Both carry the page's title, description and Open Graph card, which a link preview (WhatsApp,
// search engines) reads without running any script.

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// While the app starts on `/` for a session, its boot screen shows instead of the drawn page, in the
// scheme the page's script already set (index.html's own boot colours are for light).
const BOOT_STYLE =
  "<style>[data-boot-screen]{display:none}html[data-booting] [data-boot-screen]{display:flex}" +
  "html[data-booting] [data-static-page]{display:none}" +
  "html[data-mantine-color-scheme=dark] .boot{color:#c9c9c9}" +
  "html[data-mantine-color-scheme=dark] .boot strong{color:#74c0fc}</style>";

const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with the page's title and description in place of the app's, and its Open Graph card. The
 * image is an address on this site (`/images/…`): the build does not know the public origin.
 */
export function withPageMeta(html, { title, description, image }) {
  const card = [
    ["og:type", "website"],
    ["og:title", title],
    ["og:description", description],
    ["og:image", image],
    ["og:locale", "es_CL"],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join("");
  // Function replacers: a "$" in the text (prices are in pesos) is text, not a replacement pattern.
  const withTitle = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const withDescription = withTitle.replace(
    /<meta name="description" content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeHtml(description)}">`,
  );
  if (withDescription === withTitle) throw new Error("page-html: index.html has no description to replace");
  return withDescription.replace(
    "</head>",
    () => `${card}<meta name="twitter:card" content="summary"></head>`,
  );
}

/** index.html made into one drawn public page: its markup in #root, its styles, and its small script. */
export function drawnPageHtml(index, { meta, markup, styles, boot, keys }) {
  const entry = APP_ENTRY.exec(index);
  if (!entry) throw new Error("page-html: index.html has no module script");
  const withoutApp = withPageMeta(
    index.replace(entry[0], "").replace(/<link rel="modulepreload"[^>]*>/g, ""),
    meta,
  );
  const head = [
    `<script src="${boot}" data-app="${entry[1]}" data-theme-key="${keys.themeKey}" data-token-key="${keys.tokenKey}"></script>`,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    BOOT_STYLE,
  ].join("");
  const rootDiv = /<div id="root">(<div class="boot"[\s\S]*?<\/div>)<\/div>/.exec(withoutApp);
  if (!rootDiv) throw new Error("page-html: index.html has no #root with its boot screen");
  const bootScreen = rootDiv[1].replace('<div class="boot"', '<div class="boot" data-boot-screen');
  return withoutApp
    .replace("</head>", () => `${head}</head>`)
    .replace(rootDiv[0], () => `<div id="root">${bootScreen}<div data-static-page>${markup}</div></div>`);
}

/**
 * index.html for a page of the app that a shared link names (sign-in, sign-up): the app as always, with
 * the files its route loads asked for at once (route-preloads.json, as the server does for other
 * addresses), under the page's own title and card.
 */
export function appPageHtml(index, { meta, preload }) {
  if (!APP_ENTRY.test(index)) throw new Error("page-html: index.html has no module script");
  const links = [
    ...(preload?.scripts ?? []).map((href) => `<link rel="preload" as="script" crossorigin href="${href}">`),
    ...(preload?.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join("");
  return withPageMeta(index, meta).replace("</head>", () => `${links}</head>`);
}
