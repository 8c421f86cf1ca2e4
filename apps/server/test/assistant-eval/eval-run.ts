import type { AssistantEvent, AssistantFigure } from "@club/contract";
import { localToday } from "@club/domain";
import type { LlmConfig } from "../../src/config";
import { seedDemoIfEmpty } from "../../src/seed/demo";
import { bearer, createTestApp, type TestApp } from "../harness";
import { stored } from "../stored";
import type { Answerable, EvalQuestion, EvalScope } from "./eval-types";
import { EVAL_QUESTIONS } from "./questions";

const DEMO_PASSWORD = "demo-clave-segura-eval";
const ZONE = "America/Santiago";

/** Which engine answers: the built-in one, or a language model (the app picks it from `config.llm`). */
export type EvalEngine = { name: "builtin" } | { name: "llm"; llm: LlmConfig };

export type Outcome = "correct" | "missed" | "confident_wrong";
export type QuestionResult = {
  q: string;
  loose: boolean;
  outcome: Outcome;
  expected: string;
  got: string;
};
export type EvalReport = {
  engine: string;
  results: QuestionResult[];
  accuracy: number;
  confidentWrong: number;
  seconds: number;
  /** Of them, seeding the demo club. */
  seedSeconds: number;
  /** The slowest answers, in milliseconds. */
  slowest: { q: string; ms: number }[];
};

/** The events of an answer's stream, in order. */
function eventsOf(body: string): AssistantEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as AssistantEvent);
}

const mainOf = (figure: AssistantFigure) =>
  figure.main ? figure.rows[figure.main.row]?.[figure.main.key] : null;
const sameNumber = (a: unknown, b: unknown) =>
  a !== null && a !== undefined && b !== null && b !== undefined && Number(a) === Number(b);

function describeAnswer(events: AssistantEvent[]): string {
  const figures = events.flatMap((e) => (e.type === "figure" ? [e.figure] : []));
  const notices = events.flatMap((e) => (e.type === "notice" ? [`${e.code}: ${e.message}`] : []));
  return [
    ...figures.map((f) => {
      const days = f.period ? ` ${f.period.start_date}..${f.period.end_date}` : "";
      const value = mainOf(f) ?? `${f.rows.length} rows`;
      return `${f.tool}${days} = ${value}`;
    }),
    ...notices,
  ].join("; ");
}

/**
 * An answer to a question that has one: right when its (last) figure comes from the expected tool, covers
 * the expected days and its value (main, or the one `pick` reads) is the expected one; the key input is
 * not on the wire, it shows in that value (cash sales are not the day's total). Any other number stated
 * is wrong with confidence; no figure, or a figure without that value, is a miss.
 */
async function scoreAnswerable(
  expect: Answerable,
  events: AssistantEvent[],
  s: EvalScope,
  today: string,
): Promise<{ outcome: Outcome; expected: string }> {
  const range = expect.when?.range(today) ?? null;
  const want = await expect.value(s, range);
  const period = range ? `${range.startDate}..${range.endDate}` : "no period";
  const expected = `${expect.tool} ${period}${expect.input ? ` ${JSON.stringify(expect.input)}` : ""} = ${want}`;
  const figure = events.flatMap((e) => (e.type === "figure" ? [e.figure] : [])).at(-1);
  if (!figure) return { outcome: "missed", expected };
  const got = expect.pick ? expect.pick(figure) : mainOf(figure);
  const rightTool = figure.tool === expect.tool;
  const rightDays = range
    ? figure.period?.start_date === range.startDate && figure.period?.end_date === range.endDate
    : figure.period === null;
  const rightValue = want === null ? true : sameNumber(got, want);
  if (rightTool && rightDays && rightValue) return { outcome: "correct", expected };
  // A number stated for the question that is not the one asked for: wrong with confidence.
  return { outcome: got === null || got === undefined ? "missed" : "confident_wrong", expected };
}

function scoreUnanswerable(expect: "refused" | "unknown", events: AssistantEvent[]): Outcome {
  const figures = events.filter((e) => e.type === "figure");
  if (figures.length > 0) return "confident_wrong";
  const codes = events.flatMap((e) => (e.type === "notice" ? [e.code] : []));
  // Refusing what it should only not know (or the other way round) states nothing wrong: a miss at most.
  return codes.includes(expect) ? "correct" : "missed";
}

/** The demo club on a fresh PGlite (or TEST_DATABASE_URL) database, and its administrator's token. */
export async function demoApp(engine: EvalEngine) {
  const t: TestApp = await createTestApp({
    config: { demoPassword: DEMO_PASSWORD, ...(engine.name === "llm" ? { llm: engine.llm } : {}) },
  });
  await seedDemoIfEmpty(t.ctx.db, t.ctx.config, t.app.log);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/local",
    payload: { identifier: "admin", password: DEMO_PASSWORD },
  });
  const token = login.json().jwt as string;
  const [club] = await stored<{ id: number }>(t.ctx.db)`select id from clubs where slug = 'club-demo-padel'`;
  if (!club || !token) throw new Error("the demo club or its administrator is missing");
  return { t, token, clubId: club.id };
}

/**
 * Asks every question of the evaluation set through POST /api/admin/ai/ask as the demo club's
 * administrator and scores each answer against the figure read from the database now.
 */
export async function runEval(
  engine: EvalEngine = { name: "builtin" },
  questions: readonly EvalQuestion[] = EVAL_QUESTIONS,
): Promise<EvalReport> {
  const started = Date.now();
  const { t, token, clubId } = await demoApp(engine);
  const seeded = Date.now();
  const timings: { q: string; ms: number }[] = [];
  try {
    const scope: EvalScope = {
      db: t.ctx.db,
      clubId,
      zone: ZONE,
      now: new Date(),
      api: async (url) => (await t.app.inject({ method: "GET", url, headers: bearer(token) })).json(),
    };
    const results: QuestionResult[] = [];
    for (const { q, loose = false, expect } of questions) {
      const asked = Date.now();
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/ai/ask",
        headers: bearer(token),
        payload: { question: q },
      });
      timings.push({ q, ms: Date.now() - asked });
      const events = response.statusCode === 200 ? eventsOf(response.body) : [];
      const meta = events.find((e) => e.type === "meta");
      if (meta?.type === "meta" && meta.engine !== engine.name)
        throw new Error(`asked the ${engine.name} engine, answered by ${meta.engine}`);
      const got = response.statusCode === 200 ? describeAnswer(events) : `HTTP ${response.statusCode}`;
      // The club's today when the question was asked (an evaluation running over midnight reads the new day).
      const today = localToday(new Date(), ZONE);
      if ("answer" in expect) {
        results.push({
          q,
          loose,
          outcome: scoreUnanswerable(expect.answer, events),
          expected: expect.answer,
          got,
        });
      } else {
        const { outcome, expected } = await scoreAnswerable(expect, events, scope, today);
        results.push({ q, loose, outcome, expected, got });
      }
    }
    const correct = results.filter((r) => r.outcome === "correct").length;
    return {
      engine: engine.name,
      results,
      accuracy: Math.round((correct / results.length) * 1000) / 10,
      confidentWrong: results.filter((r) => r.outcome === "confident_wrong").length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      seedSeconds: Math.round((seeded - started) / 100) / 10,
      slowest: timings.sort((a, b) => b.ms - a.ms).slice(0, 5),
    };
  } finally {
    await t.close();
  }
}
