import type { LlmConfig } from "../../src/config";
import { type EvalEngine, type EvalReport, runEval } from "./eval-run";

/**
 * `npm run eval:ai`: the evaluation set asked to the built-in engine on the demo club, and to the language
 * model too when LLM_BASE_URL and LLM_MODEL are set. Prints accuracy, wrong figures stated with
 * confidence and each question missed.
 */
function print(report: EvalReport) {
  const loose = report.results.filter((r) => r.loose);
  const looseRight = loose.filter((r) => r.outcome === "correct").length;
  console.log(
    `\n== ${report.engine}: ${report.results.length} questions (${loose.length} loose), ${report.seconds} s`,
  );
  // EVAL_VERBOSE=1 lists every question with what it expected and got, the right ones too.
  const listed = process.env.EVAL_VERBOSE
    ? report.results
    : report.results.filter((r) => r.outcome !== "correct");
  for (const r of listed) {
    const mark = { correct: "ok   ", missed: "miss ", confident_wrong: "WRONG" }[r.outcome];
    console.log(`${mark} ${r.q}\n        expected ${r.expected}\n        got      ${r.got || "(nothing)"}`);
  }
  console.log(`accuracy: ${report.accuracy} % (loose: ${looseRight}/${loose.length})`);
  console.log(`confident wrong: ${report.confidentWrong}`);
  console.log(
    `demo seeded in ${report.seedSeconds} s; slowest answers: ${report.slowest.map((s) => `${s.ms} ms «${s.q}»`).join(", ")}`,
  );
}

const engines: EvalEngine[] = [{ name: "builtin" }];
const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS } = process.env;
if (LLM_BASE_URL && LLM_MODEL) {
  const llm: LlmConfig = {
    baseUrl: LLM_BASE_URL,
    model: LLM_MODEL,
    apiKey: LLM_API_KEY,
    timeoutMs: Number(LLM_TIMEOUT_MS ?? 20_000),
  };
  engines.push({ name: "llm", llm });
}
let failed = false;
for (const engine of engines) {
  try {
    print(await runEval(engine));
  } catch (error) {
    failed = true;
    console.error(`${engine.name}: the evaluation did not run:`, error);
  }
}
process.exit(failed ? 1 : 0);
