import path from "node:path";
import { fileURLToPath } from "node:url";

/** The landed migrations, as drizzle-kit writes them. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");
