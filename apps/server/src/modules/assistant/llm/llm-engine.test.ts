import type { AssistantEvent } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testClock } from "../../../../test/booking-factories";
import { type FakeOpenAi, type FakeReply, startFakeOpenAi } from "../../../../test/fake-openai";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../../test/harness";
import { ordersAt, saleClub } from "../../../../test/order-helpers";
import { reportCall } from "../../../../test/report-helpers";
import { stored } from "../../../../test/stored";
import { pgErrorOf } from "../../../db/client";
import { READ_ONLY_SQL_TRANSACTION } from "../../../db/read-only";
import { createToolbox } from "../toolbox";
import { defineTool } from "../tools/tool";
import { createLlmEngine } from "./llm-engine";

const ASK = "/api/admin/ai/ask";
// Friday 20 November 2026, 12:00 in Santiago: yesterday is Thursday the 19th.
const NOW = "2026-11-20T15:00:00Z";
const YESTERDAY = "start_date=2026-11-19&end_date=2026-11-19";
const QUESTION = "¿Cuánto vendimos ayer en efectivo?";

/** The events of an answer's stream, in order. */
function eventsOf(body: string): AssistantEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as AssistantEvent);
}

const figuresOf = (events: AssistantEvent[]) =>
  events.flatMap((event) => (event.type === "figure" ? [event.figure] : []));
const wordsOf = (events: AssistantEvent[]) =>
  events.map((event) => (event.type === "text" ? event.delta : "")).join("");

const toolCall = (name: string, args: object | string): FakeReply => ({
  kind: "tool_call",
  name,
  arguments: typeof args === "string" ? args : JSON.stringify(args),
});
const text = (...pieces: string[]): FakeReply => ({ kind: "text", pieces });

describe(`the assistant answered by a language model (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const clock = testClock(NOW);
  let fake: FakeOpenAi;
  let t: TestApp;
  // The same, with a model that has half a second to answer.
  let hurried: TestApp;
  const llm = (timeoutMs: number) => ({
    llm: { baseUrl: fake.baseUrl, apiKey: "llave-de-prueba", model: "fake-model", timeoutMs },
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ now: clock.now, config: llm(20_000) });
    hurried = await createTestApp({ now: clock.now, config: llm(500) });
  });
  afterAll(async () => {
    await t?.close();
    await hurried?.close();
    await fake?.close();
  });

  /** A club that sold yesterday: 4.000 in cash and 3.000 by debit, or as told (its administrator). */
  async function clubWithSales(app: TestApp = t, cash = 4000, debit = 3000) {
    const club = await saleClub(app);
    const { order } = ordersAt(() => app, clock);
    for (const [method, amount, quantity] of [
      ["cash", cash, cash / 1000],
      ["debit", debit, debit / 1000],
    ] as const) {
      await order(club, "2026-11-19T13:00:00Z", "paid", {
        order_items: [{ item: club.water.id, quantity }],
        order_payments: [{ method, amount }],
      });
    }
    clock.set(NOW);
    return club.admin;
  }

  async function ask(app: TestApp, token: string, replies: FakeReply[], payload: object = {}) {
    fake.script(replies);
    const answer = await app.app.inject({
      method: "POST",
      url: ASK,
      headers: bearer(token),
      payload: { question: QUESTION, ...payload },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return eventsOf(answer.body);
  }

  /** What the model was told its tool call gave, in the request after it. */
  const toolResultSent = () => {
    const message = fake.requests[1]?.messages.find((m) => m.role === "tool");
    return typeof message?.content === "string" ? message.content : JSON.stringify(message?.content);
  };

  it("streams the model's words around the figure of our own tool, which matches the report", async () => {
    const admin = await clubWithSales();
    const events = await ask(t, admin.token, [
      toolCall("sales", { period: "yesterday", method: "cash" }),
      text("Ayer se vendieron ", "$4.000 en efectivo."),
    ]);
    expect(events.map((e) => e.type)).toEqual(["meta", "figure", "text", "text", "done"]);
    expect(events[0]).toMatchObject({ type: "meta", engine: "llm" });
    expect(wordsOf(events)).toBe("Ayer se vendieron $4.000 en efectivo.");
    const [figure] = figuresOf(events);
    const report = await reportCall<{ methods: { method: string; net: number }[] }>(
      t,
      admin.token,
      `report/sales_by_payment_method?${YESTERDAY}`,
    );
    expect(figure).toMatchObject({
      tool: "sales",
      period: { start_date: "2026-11-19", end_date: "2026-11-19" },
      filters: [{ label: "Medio de pago", value: "Efectivo" }],
    });
    expect(figure?.rows[0]?.net).toBe(report.methods.find((m) => m.method === "cash")?.net);
    expect(figure?.rows[0]?.net).toBe(4000);

    // The model was given the tools as defined, the club's day, and then our tool's result.
    const [first] = fake.requests;
    expect(first).toMatchObject({ model: "fake-model", stream: true });
    const sales = first?.tools?.find((tool) => tool.function.name === "sales")?.function;
    expect(sales?.description).toContain("Ventas del club");
    expect(sales?.parameters).toMatchObject({ type: "object", additionalProperties: false });
    expect(JSON.stringify(sales?.parameters)).not.toContain("club_id");
    expect(first?.messages[0]).toMatchObject({ role: "system" });
    expect(String(first?.messages[0]?.content)).toContain("viernes, 20 de noviembre de 2026");
    expect(toolResultSent()).toContain("4000");

    // The next question in the conversation carries what was said before.
    const meta = events[0];
    const conversationId = meta?.type === "meta" ? meta.conversation_id : -1;
    await ask(t, admin.token, [text("No sé.")], {
      question: "¿Y por débito?",
      conversation_id: conversationId,
    });
    expect(fake.requests[0]?.messages.map((m) => [m.role, m.content])).toEqual([
      ["system", expect.any(String)],
      ["user", QUESTION],
      ["assistant", "Ayer se vendieron $4.000 en efectivo."],
      ["user", "¿Y por débito?"],
    ]);
  });

  it("goes on after a tool call with malformed arguments: the model hears the error, no figure comes of it", async () => {
    const admin = await clubWithSales();
    const events = await ask(t, admin.token, [
      toolCall("sales", '{"period": "yesterday", "method": '),
      text("No pude consultar las ventas."),
    ]);
    expect(events.map((e) => e.type)).toEqual(["meta", "text", "done"]);
    expect(fake.requests).toHaveLength(2);
    expect(toolResultSent()).toMatch(/JSON/);
  });

  it("refuses a tool call naming another club: the toolbox's error goes back to the model, no data of that club anywhere", async () => {
    const admin = await clubWithSales();
    const other = await clubWithSales(t, 6000, 2000);
    const events = await ask(t, admin.token, [
      toolCall("sales", { period: "yesterday", method: "cash", club_id: other.clubId }),
      text("Solo puedo ver los datos de este club."),
    ]);
    expect(events.map((e) => e.type)).toEqual(["meta", "text", "done"]);
    // The toolbox's own words (the SDK's would be in English).
    expect(toolResultSent()).toBe('Llave desconocida: "club_id"');
    const everything = JSON.stringify([events, fake.requests]);
    expect(everything).not.toMatch(/6000|6\.000|8000|8\.000/);
  });

  it("answers with the built-in engine after a model that stays silent past its time", async () => {
    const admin = await clubWithSales(hurried);
    const started = Date.now();
    const events = await ask(hurried, admin.token, [{ kind: "silent" }]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(events.map((e) => e.type)).toEqual(["meta", "notice", "text", "figure", "done"]);
    expect(events[0]).toMatchObject({ engine: "llm" });
    expect(events[1]).toMatchObject({
      code: "model_timeout",
      message: "El asistente no respondió a tiempo.",
    });
    expect(figuresOf(events)[0]).toMatchObject({
      tool: "sales",
      rows: [expect.objectContaining({ net: 4000 })],
    });
  });

  it("answers with the built-in engine after a stream cut in the middle, and only notices one it cannot", async () => {
    const admin = await clubWithSales();
    const events = await ask(t, admin.token, [{ kind: "cut", piece: "Ayer se vend" }]);
    expect(events.map((e) => e.type)).toEqual(["meta", "text", "notice", "text", "text", "figure", "done"]);
    expect(events[2]).toMatchObject({ code: "model_failed" });
    // The built-in answer stands apart from the model's cut words.
    expect(events[3]).toEqual({ type: "text", delta: "\n\n" });
    expect(figuresOf(events)[0]).toMatchObject({
      tool: "sales",
      rows: [expect.objectContaining({ net: 4000 })],
    });

    // A question the built-in engine does not understand either: the notice alone.
    const lost = await ask(t, admin.token, [{ kind: "cut", piece: "Mmm" }], {
      question: "¿Cuál es el sentido de la vida?",
    });
    expect(lost.map((e) => e.type)).toEqual(["meta", "text", "notice", "done"]);
  });

  it("stops asking the model when the administrator leaves", async () => {
    const admin = await clubWithSales();
    fake.script([{ kind: "silent" }]);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const leaving = new AbortController();
    const answer = await fetch(`${base}${ASK}`, {
      method: "POST",
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ question: QUESTION }),
      signal: leaving.signal,
    });
    const reader = answer.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toContain('"engine":"llm"');
    await expect.poll(() => fake.requests.length).toBe(1);
    leaving.abort();
    await expect.poll(() => fake.hangUps.count, { timeout: 5_000 }).toBe(1);
  });

  it("flags an answer whose words carry a number that no figure holds", async () => {
    const admin = await clubWithSales();
    const events = await ask(t, admin.token, [
      toolCall("sales", { period: "yesterday", method: "cash" }),
      text("Ayer se vendieron $4.000 en efectivo, un 15 % más que el jueves anterior, con 12 ventas."),
    ]);
    expect(events.map((e) => e.type)).toEqual(["meta", "figure", "text", "notice", "done"]);
    expect(events[3]).toMatchObject({
      code: "unchecked_number",
      message:
        "Revisa las cifras en la tabla: el texto menciona «15» y «12», que no vienen de los datos del club.",
    });
  });

  it("ends the answer with the tool's own error when a tool fails for another reason than its input", async () => {
    const admin = await clubWithSales();
    const rogue = defineTool({
      name: "rogue",
      description: "Intenta escribir",
      input: z.strictObject({}),
      async run(ctx) {
        await stored(
          ctx.db,
        )`insert into cash_registers (club_id, cash_register_name) values (${ctx.clubId}, 'Intrusa')`;
        throw new Error("the write went through");
      },
    });
    const toolbox = createToolbox([rogue], {
      db: t.ctx.db,
      clubId: admin.clubId,
      now: clock.now(),
      timeZone: "America/Santiago",
    });
    fake.script([toolCall("rogue", {}), text("Listo.")]);
    const engine = createLlmEngine({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: "fake-model",
      timeoutMs: 20_000,
    });
    const events: unknown[] = [];
    const answering = (async () => {
      for await (const event of engine.answer({
        question: "Crea una caja",
        history: [],
        toolbox,
        today: "2026-11-20",
        clubName: "Club de prueba",
        signal: new AbortController().signal,
        log: { error: () => {} },
      })) {
        events.push(event);
      }
    })();
    const error = await answering.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(pgErrorOf(error)?.code).toBe(READ_ONLY_SQL_TRANSACTION);
    // Thrown to the service, which says the answer failed; the model is not asked again.
    expect(events).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});
