import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";

export async function seedDemoIfEmpty(_db: Db, _config: AppConfig, _log: FastifyBaseLogger) {
  // TODO(placeholder while the seed is written)
}
