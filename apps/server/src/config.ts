import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { passwordProblem } from "@club/domain/password-policy";
import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

// A hop count, never "trust everything": with `true` the client's own X-Forwarded-For entry would be
// taken as its address, and a new made-up address per request would reset its rate limits.
const proxyHops = z
  .string()
  .regex(/^(\d{1,2}|false)$/, "número de proxies entre el cliente y el servidor (0 sin proxy)")
  .transform((v) => (v === "false" ? 0 : Number(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  JWT_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Club Padel <no-responder@clubpadel.cl>"),
  SUPPORT_EMAIL: z.email().default("soporte@clubpadel.cl"),
  SEED_DEMO: booleanFlag.optional(),
  DEMO_PASSWORD: z
    .string()
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: proxyHops.default(0),
  // How long a whole request (headers and body) and its headers alone may take to arrive.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  // How long a claimed job (an e-mail) is its runner's before another instance may take it again.
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  API_DOCS: booleanFlag.default(true),
  WEBPAY_COMMERCE_CODE: z
    .string()
    .regex(/^\d{12}$/, "código de comercio de Transbank (12 dígitos)")
    .optional(),
  WEBPAY_API_KEY: z.string().min(1).optional(),
  WEBPAY_ENVIRONMENT: z.enum(["integration", "production"]).default("integration"),
  // Another address for Webpay's REST API than the environment's (the tests' fake of it).
  WEBPAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_TEST_GATEWAY: booleanFlag.optional(),
  // An OpenAI-compatible chat-completions API for the club assistant; without it, the built-in engine.
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
});

type Env = z.output<typeof envSchema>;

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
  /** Accounts one address may create in an hour. */
  registerRateLimit: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0 believes none. */
  trustProxy: number;
  /**
   * A request whose headers and body have not all arrived after this is cut with a 408: a stalled or
   * dripping body would otherwise hold its connection forever. Bounds receiving only, not answering.
   */
  requestTimeoutMs: number;
  /** The same for the headers alone; at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /**
   * How long a job claimed by a runner stays its own: a runner that died gives its job up after this. Every
   * job must end well within it (the mailer's time-outs see to e-mails), or another may run it again.
   */
  jobLeaseMs: number;
  apiDocs: boolean;
  /** Transbank Webpay Plus; null uses the built-in test gateway, which charges nothing. */
  webpay: WebpayConfig | null;
  /** The language model that answers the club assistant; null leaves it to the built-in engine. */
  llm: LlmConfig | null;
};

export type WebpayConfig = {
  commerceCode: string;
  apiKey: string;
  environment: "integration" | "production";
  /** Where the SDK sends its calls instead of the environment's own address. */
  apiUrl: string | undefined;
};

export type LlmConfig = {
  /** An OpenAI-compatible API: its chat completions are at `{baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The longest a whole answer may take before the built-in engine answers instead. */
  timeoutMs: number;
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

/**
 * Each variable is parsed on its own, so one bad value does not hide the others; the checks across
 * variables then run on the raw presence of what they need, so they are reported in the same list.
 */
function parseEnv(raw: Record<string, string>): { env: Partial<Env>; problems: string[] } {
  const env: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, schema] of Object.entries(envSchema.shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success) env[key] = parsed.data;
    else problems.push(...parsed.error.issues.map((i) => `${key}: ${i.message}`));
  }
  return { env: env as Partial<Env>, problems };
}

function crossFieldProblems(raw: Record<string, string>): string[] {
  const problems: string[] = [];
  const production = raw.NODE_ENV === "production";
  if ((production || raw.DATABASE_URL) && !raw.JWT_SECRET) {
    problems.push("JWT_SECRET: obligatorio en producción o con DATABASE_URL (al menos 32 caracteres)");
  }
  if (production && !raw.PUBLIC_URL) {
    problems.push("PUBLIC_URL: obligatorio en producción (se usa en los enlaces de los correos)");
  }
  if (production && !raw.SMTP_URL) {
    problems.push("SMTP_URL: obligatorio en producción para enviar correos de recuperación de contraseña");
  }
  if (Boolean(raw.WEBPAY_COMMERCE_CODE) !== Boolean(raw.WEBPAY_API_KEY)) {
    problems.push(
      "WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY: van juntas (o ninguna, para la pasarela de prueba)",
    );
  }
  if (Boolean(raw.LLM_BASE_URL) !== Boolean(raw.LLM_MODEL)) {
    problems.push(
      "LLM_BASE_URL y LLM_MODEL: van juntas (o ninguna, para el asistente sin modelo de lenguaje)",
    );
  }
  // A server of a real club never confirms payments nobody made, unless the operator asks for the demo.
  if (production && !raw.WEBPAY_COMMERCE_CODE && !booleanFlag.safeParse(raw.PAYMENT_TEST_GATEWAY).data) {
    problems.push(
      "WEBPAY_COMMERCE_CODE: obligatorio en producción (o PAYMENT_TEST_GATEWAY=true para una demostración sin cobros reales)",
    );
  }
  return problems;
}

/** The only reader of process.env: every problem is listed at once, and start-up stops on any of them. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const { env: e, problems } = parseEnv(raw);
  problems.push(...crossFieldProblems(raw));
  // Node refuses to start a server whose headers may take longer than the whole request.
  if ((e.HEADERS_TIMEOUT_MS ?? 0) > (e.REQUEST_TIMEOUT_MS ?? Number.POSITIVE_INFINITY)) {
    problems.push("HEADERS_TIMEOUT_MS: no puede ser mayor que REQUEST_TIMEOUT_MS");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const env = e as Env;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? embeddedSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    // Demo accounts with a known password have no place on a real club's server unless asked for.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    demoPassword: env.DEMO_PASSWORD,
    logLevel: env.LOG_LEVEL,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    registerRateLimit: env.REGISTER_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    jobLeaseMs: env.JOB_LEASE_MS,
    apiDocs: env.API_DOCS,
    webpay:
      env.WEBPAY_COMMERCE_CODE && env.WEBPAY_API_KEY
        ? {
            commerceCode: env.WEBPAY_COMMERCE_CODE,
            apiKey: env.WEBPAY_API_KEY,
            environment: env.WEBPAY_ENVIRONMENT,
            apiUrl: env.WEBPAY_API_URL,
          }
        : null,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/$/, ""),
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : null,
  };
}
