import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedCatalogIfEmpty } from "./seed/catalog";
import { seedDemoIfEmpty } from "./seed/demo";

// Both src/main.ts and dist/main.js sit one level below apps/server.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          onIdleError: (err: Error) => console.error("conexión a PostgreSQL perdida:", err.message),
        }
      : { dataDir: path.join(config.dataDir, "pglite") },
  );
  await database.migrate(path.join(serverRoot, "drizzle"));
  const { app } = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    webDist: path.resolve(serverRoot, "../web/dist"),
  });
  // The global product catalog is platform reference data: ensured on every start, demo data or not.
  const catalogStartedAt = performance.now();
  if (await seedCatalogIfEmpty(database.db)) {
    app.log.info(
      `Catálogo global de productos creado en ${Math.round(performance.now() - catalogStartedAt)} ms`,
    );
  }
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Listo en ${Math.round(performance.now() - startedAt)} ms: ${config.publicUrl} (base de datos: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
