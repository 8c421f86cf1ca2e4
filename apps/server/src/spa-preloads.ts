import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What the web build writes in route-preloads.json: an address (a prefix when it ends in "/") and its files. */
type RoutePreload = { path: string; scripts: string[]; styles: string[] };

// The build names its files /assets/<name>-<hash>.<ext>; anything else is not written into the HTML.
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

const linksOf = ({ scripts, styles }: RoutePreload) =>
  [
    ...scripts
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="preload" as="script" crossorigin href="${href}">`),
    ...styles
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join("");

/**
 * The HTML to send for an address: index.html, with the files the router will load for it named in its
 * head when the build listed that address, so the browser fetches them beside the main script. A build
 * without the list (or an address not in it) gets index.html as it is.
 */
export function htmlForAddress(webDist: string, indexHtml: string): (address: string) => string {
  const file = path.join(webDist, "route-preloads.json");
  if (!existsSync(file)) return () => indexHtml;
  const routes = (JSON.parse(readFileSync(file, "utf8")) as RoutePreload[]).map((route) => ({
    route,
    html: indexHtml.replace("</head>", `${linksOf(route)}</head>`),
  }));
  return (address) =>
    routes.find(({ route }) =>
      route.path.endsWith("/") ? address.startsWith(route.path) : address === route.path,
    )?.html ?? indexHtml;
}
