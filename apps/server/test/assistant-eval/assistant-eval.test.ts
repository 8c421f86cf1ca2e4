import { describe, expect, it } from "vitest";
import { runEval } from "./eval-run";
import { EVAL_QUESTIONS } from "./questions";

// The whole evaluation set asked to the built-in engine over the seeded demo club, through the HTTP API.
// It runs on both databases (about 8 s on PostgreSQL): CI counts a skipped test as a failure.
describe("the assistant's evaluation set (built-in engine, demo club)", () => {
  it("is big enough, a third of it said loosely, with refusals and questions it must not know", () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(EVAL_QUESTIONS.filter((q) => q.loose).length).toBeGreaterThanOrEqual(EVAL_QUESTIONS.length / 3);
    const unanswerable = EVAL_QUESTIONS.flatMap((q) => ("answer" in q.expect ? [q.expect.answer] : []));
    expect(unanswerable.filter((a) => a === "refused").length).toBeGreaterThanOrEqual(5);
    expect(unanswerable.filter((a) => a === "unknown").length).toBeGreaterThanOrEqual(5);
  });

  it("answers 90 % or more right and states no wrong figure", { timeout: 120_000 }, async () => {
    const report = await runEval();
    const wrong = report.results.filter((r) => r.outcome === "confident_wrong");
    const missed = report.results.filter((r) => r.outcome === "missed");
    expect(wrong, JSON.stringify(wrong, null, 2)).toEqual([]);
    expect(report.accuracy, JSON.stringify(missed, null, 2)).toBeGreaterThanOrEqual(90);
  });
});
