// Fewer, larger chunks for the back office and the player's pages, without adding a byte to the public ones.
//
// Left to itself the bundler gives every set of lazily loaded modules that share modules a chunk of its
// own: the dashboard fetched 73 scripts, most of a kilobyte or two. On a phone each request costs a round
// trip, and a browser talks to one host over a handful of connections at a time, so the page waited on the
// queue, not on the bytes. This groups the shared modules by where they are used instead, each group named
// after (and keyed by) what uses it:
// - the back office ("staff") and the player's area, each through its shell or only through its pages
//   ("-pages"), the lazy pieces they load (dialogs) counted with them;
// - the public pages the page-weight budget and the web benchmark measure (the login, the landing, the
//   player's home) one by one, the other public pages together, and each lazy piece that public code loads
//   (a tooltip, the sign-in request) by itself. So a chunk the login or the landing loads, at once or
//   later, holds only modules that they, or the piece they asked for, run.
// Modules used by one lazily loaded module only, and those shared by pages of the two areas that no shell
// and no public page uses, stay where the bundler puts them: grouping the pages' own code would make each
// page load every other page's.
//
// Which pages use a module is only known once the bundler has dropped what nobody imports (a component
// library's index names everything), so `npm run build` builds twice (scripts/build.mjs): the first build,
// with the bundler's own chunks, records for each module the lazily loaded modules whose chunks load it,
// and the second groups by that record. A plain `vite build` has no record and keeps the bundler's chunks.
import path from "node:path";
import { staticClosure } from "./chunk-graph.mjs";

/** The Vite mode of the first build. */
export const CHUNK_PLAN_MODE = "chunk-plan";
// Where the first build leaves its record for the second: the config is bundled anew for each build, so a
// variable of this file would not be the same one in both.
const RECORD = Symbol.for("club.chunk-loaders");
/** The main entry: what it loads is on every page already. */
const ENTRY = "";

// Named "staff", not "admin": a chunk the public pages load is named after every area that shares it, and
// "admin" in a public page's files is what e2e/page-weight.spec.ts reads as back-office code.
const AREAS = [
  [
    "staff",
    /src[\\/](app[\\/](guards[\\/]require-admin|layouts[\\/]admin-shell[\\/]|routes[\\/](admin-dashboard|point-of-sale-route))|features[\\/](inventory|staff-bookings|staff-payments|sales|reports|register-history|club-users|club-setup|booking-stats|balances|admin-ranking|assistant)[\\/]routes[\\/])/,
  ],
  [
    "player",
    /src[\\/](app[\\/]layouts[\\/]player-shell[\\/]|features[\\/](bookings|payments|player-notifications)[\\/]routes[\\/])/,
  ],
];
const SHELLS = /src[\\/]app[\\/](guards[\\/]require-admin|layouts[\\/](admin-shell|player-shell)[\\/])/;
const PUBLIC_PAGES =
  /src[\\/](features[\\/](auth|landing|errors)[\\/]routes[\\/]|app[\\/]routes[\\/](index-page|player-home)\.)/;
/** The public pages the page-weight budget and the web benchmark measure, by file name. */
const MEASURED_PUBLIC = new Set(["player-login", "landing", "index-page", "player-home"]);

/**
 * A Vite plugin for the first build: records, for each module, the lazily loaded modules (ENTRY for the
 * main entry) whose chunk or its static imports hold it, and which modules load each lazy one.
 */
export function recordChunkLoaders() {
  return {
    name: "club-record-chunk-loaders",
    apply: "build",
    buildStart() {
      globalThis[RECORD] = undefined;
    },
    generateBundle(_options, bundle) {
      const loaders = new Map();
      const parents = new Map();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isDynamicEntry && chunk.facadeModuleId)
          parents.set(chunk.facadeModuleId, this.getModuleInfo(chunk.facadeModuleId)?.dynamicImporters ?? []);
        if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
        const loader = chunk.isEntry ? ENTRY : chunk.facadeModuleId;
        for (const fileName of staticClosure(bundle, [chunk.fileName]))
          for (const id of bundle[fileName]?.moduleIds ?? []) {
            if (!loaders.has(id)) loaders.set(id, new Set());
            loaders.get(id).add(loader);
          }
      }
      globalThis[RECORD] = { loaders, parents, areas: new Map() };
    },
  };
}

/**
 * A Vite plugin for the real build: fails it when chunks import each other in a circle. Groups do not pull
 * their imports in after them, so two groups could come to need each other; a module would then run before
 * one it imports has.
 */
export function refuseChunkCycles() {
  return {
    name: "club-refuse-chunk-cycles",
    apply: "build",
    generateBundle(_options, bundle) {
      const cycle = findCycle(
        new Map(Object.values(bundle).map((file) => [file.fileName, file.imports ?? []])),
      );
      if (cycle) this.error(`chunks import each other in a circle: ${cycle.join(" → ")}`);
    },
  };
}

/** The first circle of static imports among the files, as the files along it, or null. */
function findCycle(imports) {
  const state = new Map();
  const visit = (name, path) => {
    state.set(name, "open");
    const trail = [...path, name];
    for (const child of imports.get(name) ?? []) {
      if (state.get(child) === "open") return [...trail.slice(trail.indexOf(child)), child];
      const found = state.has(child) ? null : visit(child, trail);
      if (found) return found;
    }
    state.set(name, "done");
    return null;
  };
  for (const name of imports.keys()) {
    const found = state.has(name) ? null : visit(name, []);
    if (found) return found;
  }
  return null;
}

/**
 * The area of a lazily loaded module: its own for pages, else (a dialog, a tooltip) the one area of the code
 * that loads it; "public" for the rest. Worked out once per module, from scratch.
 */
function areaOf(record, lazy) {
  if (!record.areas.has(lazy)) record.areas.set(lazy, areaFrom(record, lazy, new Set()));
  return record.areas.get(lazy);
}

function areaFrom(record, lazy, seen) {
  const own = AREAS.find(([, pattern]) => pattern.test(lazy));
  if (own) return own[0];
  if (PUBLIC_PAGES.test(lazy) || seen.has(lazy)) return "public";
  seen.add(lazy);
  const areas = new Set();
  for (const id of record.parents.get(lazy) ?? [])
    for (const loader of record.loaders.get(id) ?? [])
      areas.add(loader === ENTRY ? "public" : areaFrom(record, loader, seen));
  return areas.size === 1 ? [...areas][0] : "public";
}

/** How a group's name counts a public loader: a measured page by name, the other pages together. */
function publicName(lazy) {
  const name = path.basename(lazy).replace(/\.[cm]?[jt]sx?$/, "");
  return !PUBLIC_PAGES.test(lazy) || MEASURED_PUBLIC.has(name) ? name : "other-public";
}

/** The group of a module (see the top of this file), or null to leave it to the bundler. */
export function chunkGroupOf(id) {
  const record = globalThis[RECORD];
  const loaders = record?.loaders.get(id);
  if (!loaders || loaders.size < 2 || loaders.has(ENTRY)) return null;
  const used = [...loaders].map((lazy) => ({ lazy, area: areaOf(record, lazy) }));
  const areas = [...new Set(used.filter((u) => u.area !== "public").map((u) => u.area))].map((area) =>
    used.some((u) => u.area === area && SHELLS.test(u.lazy)) ? area : `${area}-pages`,
  );
  const publicPages = new Set(used.filter((u) => u.area === "public").map((u) => publicName(u.lazy)));
  if (publicPages.size === 0 && areas.every((area) => area.endsWith("-pages"))) return null;
  return [...[...publicPages].sort(), ...areas.sort()].join("_");
}
