/**
 * The club assistant's built-in engine on PostgreSQL: a club with 200,000 orders over a year
 * (bench/orders-data.ts). For each question, asked one at a time through POST /api/admin/ai/ask, the time
 * to the first written words (the first `text` event) and to the whole answer (`done`), beside the report
 * call that gives the same figure, in the same run. Prints the median and p90 of BENCH_RUNS runs each.
 *
 *   npx tsx bench/assistant.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database
 *                                       is made and dropped; BENCH_RUNS, default 20; BENCH_ORDERS,
 *                                       default 200000)
 */
import type { TestApp } from "../apps/server/test/harness";
import { salesClubWithHistory } from "./orders-data";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);

/** Each question and the report call that shows the same figure. */
const QUESTIONS: [string, string][] = [
  ["¿Cuánto vendimos ayer?", "order/get_sales_report?start_date={yesterday}&end_date={yesterday}"],
  ["ventas de este mes en efectivo", "report/sales_by_payment_method?period=month"],
  ["este mes contra el anterior", "order/get_sales_period_performance_report?period=month"],
  ["¿qué productos se vendieron más este mes?", "report/top_items?period=month"],
  ["ventas del año pasado", "order/get_sales_report?start_date={lastYearStart}&end_date={lastYearEnd}"],
];

const ms = (from: number) => performance.now() - from;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const figure = (values: number[]) =>
  `${quantile(values, 0.5).toFixed(0)} / ${quantile(values, 0.9).toFixed(0)} ms`.padStart(16);

/** One answer read as it streams: when its first words came and when it ended. */
async function timeAnswer(api: string, auth: Record<string, string>, question: string) {
  const started = performance.now();
  const response = await fetch(`${api}/api/admin/ai/ask`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ question }),
  });
  if (!response.ok || !response.body) throw new Error(`ask: ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = "";
  let firstWords = Number.NaN;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (Number.isNaN(firstWords) && /"type":"(text|notice)"/.test(text)) firstWords = ms(started);
  }
  if (!text.includes('"type":"figure"'))
    throw new Error(`no figure for «${question}»: ${text.slice(0, 300)}`);
  return { firstWords, whole: ms(started) };
}

async function measure(t: TestApp) {
  const started = performance.now();
  const { token } = await salesClubWithHistory(t, { name: "Club Asistente", items: 200, orders: ORDERS });
  console.log(`${ORDERS} orders over a year (${(ms(started) / 1000).toFixed(1)} s to build)`);
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const auth = { authorization: `Bearer ${token}` };
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4)) - 1;
  const days: Record<string, string> = {
    yesterday: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    lastYearStart: `${year}-01-01`,
    lastYearEnd: `${year}-12-31`,
  };
  console.log(`${RUNS} runs each, one at a time; median / p90`);
  console.log("question                                    first words     whole answer      report call");
  for (const [question, report] of QUESTIONS) {
    const path = report.replace(/\{(\w+)\}/g, (_, key: string) => days[key] ?? key);
    const firstWords: number[] = [];
    const whole: number[] = [];
    const reportCall: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await timeAnswer(api, auth, question);
      firstWords.push(answer.firstWords);
      whole.push(answer.whole);
      const from = performance.now();
      const res = await fetch(`${api}/api/admin/${path}`, { headers: auth });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
      reportCall.push(ms(from));
    }
    console.log(`${question.padEnd(42)} ${figure(firstWords)} ${figure(whole)} ${figure(reportCall)}`);
  }
}

runOnTestApp(measure);
