// The allowed directions between the workspace's layers, checked in CI (npm run lint:deps):
// domain ← contract ← server / web; in the server, http and db sit below the modules; web features stand
// alone on components/ and lib/. Tests and their helpers are left out: a test may reach across layers
// to prove what it proves with the real parts (e.g. the session cache with the users module's lookup).

/** Packages of a database, a UI or a server: what the shared packages must not pull in. */
const APP_PACKAGES = "react|react-dom|@mantine/[^/]+|drizzle-orm|pg|@electric-sql/pglite|fastify";

/** A rule that `from` never imports what matches `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: "error", comment, from: { path: from }, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No file reaches itself through its imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      severity: "error",
      comment:
        "No folder reaches itself either: items → stock → items is a cycle even when no file is in one.",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    forbid(
      "domain-stands-alone",
      "packages/domain holds pure rules: no contract, no zod, no database, no React, no server or web code.",
      "^packages/domain/",
      { path: `^(packages/contract|apps)/|node_modules/(${APP_PACKAGES}|zod)/` },
    ),
    forbid(
      "contract-below-apps",
      "packages/contract is shared by server and web: the domain and zod, never an app, a database or React.",
      "^packages/contract/",
      { path: `^apps/|node_modules/(${APP_PACKAGES})/` },
    ),
    forbid("web-never-imports-server", "The browser never gets server code.", "^apps/web/", {
      path: "^apps/server/",
    }),
    forbid("server-never-imports-web", "The server does not depend on screens.", "^apps/server/", {
      path: "^apps/web/",
    }),
    forbid(
      "http-below-modules",
      "apps/server/src/http is what every module stands on: it never reaches up into one.",
      "^apps/server/src/http/",
      { path: "^apps/server/src/modules/" },
    ),
    forbid(
      "db-below-modules",
      "The database layer (client, schema, prepared statements) knows no module and no HTTP.",
      "^apps/server/src/db/",
      { path: "^apps/server/src/(modules|http)/" },
    ),
    {
      name: "routes-only-from-the-app",
      severity: "error",
      comment:
        "Only app.ts registers a module's routes; other modules use its services, repositories and wire mappers.",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/app\\.ts$" },
      to: { path: "^apps/server/src/modules/[^/]+/[^/]+\\.routes\\.ts$" },
    },
    {
      name: "web-features-stand-alone",
      severity: "error",
      comment: "A web feature never imports another one; what two share lives in components/ or lib/.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    forbid(
      "web-shared-below-features",
      "components/ and lib/ are shared by the features and the app shell, and import neither.",
      "^apps/web/src/(components|lib)/",
      { path: "^apps/web/src/(features|app)/" },
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|coverage)/|\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
