import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  JWT_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Club Padel <no-responder@clubpadel.cl>"),
  SUPPORT_EMAIL: z.email().default("soporte@clubpadel.cl"),
  SEED_DEMO: booleanFlag.default(true),
  DEMO_PASSWORD: z.string().min(8, "debe tener al menos 8 caracteres").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanFlag.default(false),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  seedDemo: boolean;
  demoPassword: string | undefined;
  logLevel: string;
  loginRateLimit: number;
  trustProxy: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

// The embedded default keeps its own secret beside its data, so sessions survive restarts without setup.
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The only reader of process.env: every problem is listed at once, and start-up stops on any of them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const serverMode = e.NODE_ENV === "production" || e.DATABASE_URL !== undefined;
  if (serverMode && !e.JWT_SECRET) {
    problems.push("JWT_SECRET: obligatorio en producción o con DATABASE_URL (al menos 32 caracteres)");
  }
  if (e.NODE_ENV === "production" && !e.PUBLIC_URL) {
    problems.push("PUBLIC_URL: obligatorio en producción (se usa en los enlaces de los correos)");
  }
  if (e.NODE_ENV === "production" && !e.SMTP_URL) {
    problems.push("SMTP_URL: obligatorio en producción para enviar correos de recuperación de contraseña");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
  };
}
