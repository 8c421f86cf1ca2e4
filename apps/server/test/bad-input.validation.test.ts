import * as contract from "@club/contract";
import { endpointsOf, UNSTORABLE_TEXT_MESSAGE } from "@club/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badInputCases } from "./bad-input";
import { createCourt } from "./booking-factories";
import { createAdmin, createCashRegister, createNotification } from "./factories";
import { bearer, createTestApp, type TestApp } from "./harness";
import { createItem, createItemCategory } from "./inventory-factories";

// Every endpoint of the contract that reads a text, an id or a number: routes added later are covered.
const endpoints = endpointsOf(contract).filter((ep) => badInputCases(ep).length > 0);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // The club's rows carry id 1 in a fresh database, so a value that slipped through would reach them.
  const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  token = admin.token;
  await createItemCategory(t.ctx.db, admin.clubId);
  await createItem(t.ctx.db, admin.clubId);
  await createCashRegister(t.ctx.db, admin.clubId);
  await createCourt(t.ctx.db, admin.clubId);
  await createNotification(t.ctx.db, { clubId: admin.clubId, userId: admin.user.id });
});
afterAll(() => t.close());

// Throttling counts every attempt on the public routes, refused ones included: bookkeeping, not stored data.
const THROTTLE_TABLES = ["rate_limit_counters", "login_throttles"];

/** A digest of every row of every other table: equal before and after means nothing was written. */
async function databaseDigest() {
  const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
  const tables = rowsOf<{ name: string }>(
    await t.ctx.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
  );
  const digests: string[] = [];
  for (const { name } of tables) {
    if (THROTTLE_TABLES.includes(name)) continue;
    const [row] = rowsOf<{ digest: string }>(
      await t.ctx.db.execute(
        sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
      ),
    );
    digests.push(`${name}:${row?.digest}`);
  }
  return digests;
}

// English defaults of zod or Fastify would show here.
const ENGLISH = /\b(expected|invalid|received|required|must|should)\b/i;
let address = 0;

describe.each(endpoints)("$method $path refuses bad input", (ep) => {
  let before: string[];
  beforeAll(async () => {
    before = await databaseDigest();
  });

  it.each(badInputCases(ep))("$name: 400 on $field", async (c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: ep.access === "public" ? {} : bearer(token),
      // Each from its own address: the per-address limits of the public routes must not answer first.
      remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}`,
      ...(c.payload === undefined ? {} : { payload: c.payload as object }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", requestId: expect.any(String) });
    const detail = error.details.find(
      (d: { field: string }) =>
        d.field === c.field || (c.kind === "empty" && d.field.startsWith(`${c.field}.`)),
    );
    expect(detail, res.body).toBeDefined();
    expect(detail.message).not.toMatch(ENGLISH);
    if (c.kind === "text") expect(detail.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it("changed nothing", async () => {
    expect(await databaseDigest()).toEqual(before);
  });
});
