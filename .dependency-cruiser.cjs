// The allowed directions between the workspace's layers, checked in CI (npm run lint:deps):
// domain ← contract ← server / web; in the server, http and db sit below the modules, only repositories and
// db/ reach Drizzle and the tables, and services never see the contract (routes and *.wire.ts map the wire);
// web features stand alone on components/ and lib/. Tests and their helpers obey every rule here: a test
// proves with the real parts through the layers' own doors (harness, repositories, stored.ts). Folder cycles
// are checked apart, on the shipped code only (.dependency-cruiser-folders.cjs says why).

/** Where the tests and their helpers are. */
const TESTS = "\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/|^apps/web/src/features/[^/]+/test/";

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
      name: "drizzle-only-in-repositories",
      severity: "error",
      comment:
        "Drizzle and the table definitions are reached only by repositories (*.repository.ts) and db/; services, " +
        "routes and wire mappers ask a repository. Also allowed: seed/, which writes the demo and catalog rows " +
        "straight into the tables; the test harness apps/server/test/ (factories, stored.ts), which arranges " +
        "and reads rows for tests; and bench/, which builds and measures large data sets in SQL of its own.",
      from: { pathNot: "^apps/server/src/(.+\\.repository\\.ts$|db/|seed/)|^apps/server/test/|^bench/" },
      to: { path: "^apps/server/src/db/schema/|(^|/)node_modules/drizzle-orm/" },
    },
    forbid(
      "services-speak-no-wire",
      "A service speaks the domain's types and its own; the wire (contract types, snake_case fields) is " +
        "mapped in the module's routes and *.wire.ts.",
      "^apps/server/src/.+\\.service\\.ts$",
      { path: "^packages/contract/" },
    ),
    {
      name: "web-features-stand-alone",
      severity: "error",
      comment:
        "A web feature never imports another one; what two share lives in components/ or lib/ (fixtures " +
        "their tests share, in src/test/).",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "tests-stay-out-of-the-app",
      severity: "error",
      comment:
        "The apps' shipped code never imports a test or a test helper (so the folder check may leave them " +
        "out); bench/ and e2e/ may use the harness.",
      from: { path: "^apps/(server|web)/src/", pathNot: TESTS },
      to: { path: TESTS },
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
    exclude: { path: "(^|/)(dist|coverage)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
