import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister, createNotification } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

// Every admin screen asks for the global state and the bell polls the inbox: each answer is one statement
// to the database (the session's user is already known from the call before).
let t: TestApp;
let token: string;
let statements = 0;
let texts: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  token = admin.token;
  await createCashRegister(t.ctx.db, admin.clubId, "Caja 1");
  for (let i = 0; i < 7; i++)
    await createNotification(t.ctx.db, { clubId: admin.clubId, userId: admin.user.id });
  // The driver under Drizzle (a pg pool or PGlite): every statement sent goes through its query().
  const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements++;
    const [first] = args;
    texts.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return query(...args);
  };
});
afterAll(() => t.close());

async function statementsOf(url: string) {
  const warm = await t.app.inject({ url, headers: bearer(token) });
  expect(warm.statusCode).toBe(200);
  statements = 0;
  texts = [];
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  lastBody = res.json();
  return statements;
}
let lastBody: { data: { notification_title: string }[]; pagination: { total: number } };

describe("database round trips", () => {
  it.each([
    "/api/admin/global_state",
    "/api/admin/notification/get_notifications?page=2&limit=5",
    "/api/admin/notification/get_unread_notifications?page=1&limit=5",
  ])("%s sends one statement", async (url) => {
    expect(await statementsOf(url)).toBe(1);
  });
});

// With "limit $n" PostgreSQL costs a prepared statement's generic plan as if it kept a tenth of the rows and
// plans global_state again on every call; its fixed limits travel in the text (db/literal-limit.ts).
it("global_state's statement carries no LIMIT parameter", async () => {
  await statementsOf("/api/admin/global_state");
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(/ limit 1\b/);
  expect(texts[0]).not.toMatch(/limit \$\d/);
});

// The same for the inbox's first pages, which the bell polls; a deeper page passes its window as parameters
// (one statement for all of them) and still answers the right rows.
describe("the inbox's page window", () => {
  it.each([
    ["get_notifications?page=1&limit=5", / limit 5 offset 0\b/],
    ["get_unread_notifications?page=3&limit=2", / limit 2 offset 4\b/],
  ])("%s is written into the statement", async (query, window) => {
    await statementsOf(`/api/admin/notification/${query}`);
    expect(texts[0]).toMatch(window);
    expect(texts[0]).not.toMatch(/(limit|offset) \$\d/);
  });

  it("a page past the first three takes its window as parameters", async () => {
    await statementsOf("/api/admin/notification/get_notifications?page=4&limit=2");
    expect(texts[0]).toMatch(/limit \$\d+ offset \$\d+/);
    expect(lastBody.pagination.total).toBe(7);
    expect(lastBody.data).toHaveLength(1);
  });
});
