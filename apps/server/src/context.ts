import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { SessionUsers } from "./http/session-users";
import type { TokenService } from "./http/tokens";
import type { Mailer } from "./mail/mailer";

/** What every module receives: built once in buildApp, no globals. */
export type AppContext = {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  sessionUsers: SessionUsers;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The current instant; tests set it to stand on a given day (the clock changes, a booking window). */
  now: () => Date;
};
