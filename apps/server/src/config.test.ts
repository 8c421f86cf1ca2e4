import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "club-config-"));
  dataDirs.push(dir);
  return path.join(dir, "data");
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const SECRET = "s".repeat(32);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("la configuración fue aceptada");
}

describe("loadConfig refusals", () => {
  it("lists a short JWT_SECRET together with the missing PUBLIC_URL and SMTP_URL in production", () => {
    const problems = problemsOf({ NODE_ENV: "production", JWT_SECRET: "corta" });
    expect(problems).toEqual([
      "JWT_SECRET: debe tener al menos 32 caracteres",
      "PUBLIC_URL: obligatorio en producción (se usa en los enlaces de los correos)",
      "SMTP_URL: obligatorio en producción para enviar correos de recuperación de contraseña",
      "WEBPAY_COMMERCE_CODE: obligatorio en producción (o PAYMENT_TEST_GATEWAY=true para una demostración sin cobros reales)",
    ]);
  });

  it("wants Webpay's commerce code and API key together, the code as Transbank writes it", () => {
    expect(problemsOf({ DATA_DIR: freshDataDir(), WEBPAY_API_KEY: "llave" })).toEqual([
      "WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY: van juntas (o ninguna, para la pasarela de prueba)",
    ]);
    expect(
      problemsOf({ DATA_DIR: freshDataDir(), WEBPAY_COMMERCE_CODE: "5970", WEBPAY_API_KEY: "llave" }),
    ).toEqual(["WEBPAY_COMMERCE_CODE: código de comercio de Transbank (12 dígitos)"]);
  });

  it("lists every malformed variable at once, each with its name", () => {
    const problems = problemsOf({
      NODE_ENV: "staging",
      PORT: "70000",
      DATABASE_URL: "mysql://db/club",
      PUBLIC_URL: "ftp://club.example.cl",
      SMTP_URL: "https://smtp.example.cl",
      SUPPORT_EMAIL: "no-es-correo",
      SEED_DEMO: "quizas",
      API_DOCS: "si",
      LOG_LEVEL: "verbose",
      LOGIN_RATE_LIMIT: "0",
      DEMO_PASSWORD: "12345678",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "NODE_ENV",
      "PORT",
      "DATABASE_URL",
      "PUBLIC_URL",
      "SMTP_URL",
      "SUPPORT_EMAIL",
      "SEED_DEMO",
      "DEMO_PASSWORD",
      "LOG_LEVEL",
      "LOGIN_RATE_LIMIT",
      "API_DOCS",
      // DATABASE_URL is set (if malformed): a shared database needs a shared secret.
      "JWT_SECRET",
    ]);
    expect(problems).toContain("DEMO_PASSWORD: La contraseña debe tener al menos 10 caracteres");
  });

  it("refuses a guessable DEMO_PASSWORD with the policy's reason", () => {
    const [problem] = problemsOf({ DEMO_PASSWORD: "1234567890", DATA_DIR: freshDataDir() });
    expect(problem).toMatch(/^DEMO_PASSWORD: .*Usa una frase de varias palabras poco comunes\.$/);
  });

  it("takes TRUST_PROXY as a number of hops and refuses 'true', which would believe any client", () => {
    const [problem] = problemsOf({ TRUST_PROXY: "true", DATA_DIR: freshDataDir() });
    expect(problem).toBe("TRUST_PROXY: número de proxies entre el cliente y el servidor (0 sin proxy)");
    expect(loadConfig({ TRUST_PROXY: "2", DATA_DIR: freshDataDir() }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "false", DATA_DIR: freshDataDir() }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).trustProxy).toBe(0);
  });

  it("wants the language model's address and model together, the address as a URL", () => {
    expect(problemsOf({ DATA_DIR: freshDataDir(), LLM_MODEL: "qwen3" })).toEqual([
      "LLM_BASE_URL y LLM_MODEL: van juntas (o ninguna, para el asistente sin modelo de lenguaje)",
    ]);
    const problems = problemsOf({
      DATA_DIR: freshDataDir(),
      LLM_BASE_URL: "ftp://llm.example.cl",
      LLM_MODEL: "qwen3",
      LLM_TIMEOUT_MS: "10",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["LLM_BASE_URL", "LLM_TIMEOUT_MS"]);
  });

  it("bounds how long a request may take to arrive, its headers within the whole", () => {
    const defaults = loadConfig({ DATA_DIR: freshDataDir() });
    expect([defaults.requestTimeoutMs, defaults.headersTimeoutMs]).toEqual([20_000, 10_000]);
    const [problem] = problemsOf({ REQUEST_TIMEOUT_MS: "5000", DATA_DIR: freshDataDir() });
    expect(problem).toBe("HEADERS_TIMEOUT_MS: no puede ser mayor que REQUEST_TIMEOUT_MS");
    expect(problemsOf({ REQUEST_TIMEOUT_MS: "0", DATA_DIR: freshDataDir() })).toHaveLength(1);
  });
});

describe("loadConfig defaults", () => {
  const production = {
    NODE_ENV: "production",
    JWT_SECRET: SECRET,
    PUBLIC_URL: "https://club.example.cl/",
    SMTP_URL: "smtps://u:p@smtp.example.cl:465",
    PAYMENT_TEST_GATEWAY: "true",
  };

  it("uses Webpay with its credentials, and the test gateway without them", () => {
    const webpay = { WEBPAY_COMMERCE_CODE: "597055555532", WEBPAY_API_KEY: "llave-secreta" };
    expect(loadConfig({ ...production, PAYMENT_TEST_GATEWAY: "", ...webpay }).webpay).toEqual({
      commerceCode: "597055555532",
      apiKey: "llave-secreta",
      environment: "integration",
      apiUrl: undefined,
    });
    expect(loadConfig(production).webpay).toBeNull();
  });

  it("answers the assistant with a language model only when its address and model are set", () => {
    expect(loadConfig(production).llm).toBeNull();
    const llm = { LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "qwen3:8b" };
    expect(loadConfig({ ...production, ...llm }).llm).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "qwen3:8b",
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({ ...production, ...llm, LLM_API_KEY: "llave", LLM_TIMEOUT_MS: "5000" }).llm,
    ).toMatchObject({ apiKey: "llave", timeoutMs: 5000 });
  });

  it("seeds no demo data in production unless SEED_DEMO says so, and does elsewhere", () => {
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDataDir(), SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("serves the API docs unless API_DOCS=false", () => {
    expect(loadConfig(production).apiDocs).toBe(true);
    expect(loadConfig({ ...production, API_DOCS: "false" }).apiDocs).toBe(false);
  });

  it("reads empty variables as unset and drops the public URL's trailing slash", () => {
    const config = loadConfig({ ...production, DATABASE_URL: "", SEED_DEMO: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("https://club.example.cl");
    expect(config.jwtSecret).toBe(SECRET);
  });

  it("keeps a generated secret in a DATA_DIR it creates, and reads it back on the next start", () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, "jwt-secret"), "utf8")).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(first).toMatchObject({ env: "development", port: 3000, publicUrl: "http://localhost:3000" });
  });

  it("creates nothing in DATA_DIR when JWT_SECRET is given", () => {
    const dataDir = freshDataDir();
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(existsSync(dataDir)).toBe(false);
  });
});
