// The allowed directions between the workspace's layers, checked in CI (npm run lint:deps):
// domain ← contract ← server / web; in the server, http and db sit below the modules; web features stand
// alone on components/ and lib/. Tests and their helpers are left out: a test may reach across layers
// to prove what it proves with the real parts (e.g. the session cache with the users module's lookup).

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
    {
      name: "domain-stands-alone",
      severity: "error",
      comment: "packages/domain holds pure rules: no contract, no database, no React, no server or web code.",
      from: { path: "^packages/domain/" },
      to: {
        path: "^(packages/contract|apps)/|node_modules/(react|react-dom|@mantine/[^/]+|drizzle-orm|pg|@electric-sql/pglite|fastify|zod)/",
      },
    },
    {
      name: "contract-below-apps",
      severity: "error",
      comment:
        "packages/contract is shared by server and web: the domain and zod, never an app, a database or React.",
      from: { path: "^packages/contract/" },
      to: {
        path: "^apps/|node_modules/(react|react-dom|@mantine/[^/]+|drizzle-orm|pg|@electric-sql/pglite|fastify)/",
      },
    },
    {
      name: "web-never-imports-server",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "server-never-imports-web",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "http-below-modules",
      severity: "error",
      comment: "apps/server/src/http is what every module stands on: it never reaches up into one.",
      from: { path: "^apps/server/src/http/" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "db-below-modules",
      severity: "error",
      comment: "The database layer (client, schema, prepared statements) knows no module and no HTTP.",
      from: { path: "^apps/server/src/db/" },
      to: { path: "^apps/server/src/(modules|http)/" },
    },
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
    {
      name: "web-shared-below-features",
      severity: "error",
      comment: "components/ and lib/ are shared by the features and the app shell, and import neither.",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
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
