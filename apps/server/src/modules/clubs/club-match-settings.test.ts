import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

describe(`a club's match settings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const update = (token: string | undefined, data: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/club/update_club",
      headers: token ? bearer(token) : {},
      payload: { data },
    });

  it("reads the defaults and changes the refund rule, the reminder hours and the waitlist's minutes", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/admin/club/get_club",
      headers: bearer(admin.token),
    });
    expect(read.json().data).toMatchObject({
      match_share_refund: "refund",
      match_reminder_hours: 24,
      waitlist_offer_minutes: 30,
    });
    const res = await update(admin.token, {
      match_share_refund: "keep",
      match_reminder_hours: 0,
      waitlist_offer_minutes: 45,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      match_share_refund: "keep",
      match_reminder_hours: 0,
      waitlist_offer_minutes: 45,
    });
    const [row] = await stored(t.ctx.db)`
      select match_share_refund, match_reminder_hours, waitlist_offer_minutes from clubs where id = ${admin.clubId}`;
    expect(row).toEqual({ match_share_refund: "keep", match_reminder_hours: 0, waitlist_offer_minutes: 45 });
  });

  it.each([
    ["match_share_refund", "devolver", "refund"],
    ["match_reminder_hours", 169, "168"],
    ["match_reminder_hours", -1, "al menos 0"],
    ["waitlist_offer_minutes", 4, "al menos 5"],
    ["waitlist_offer_minutes", 1.5, "entero"],
  ])("refuses %s = %s (400 on the field, in Spanish)", async (field, value, words) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await update(admin.token, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { details: [{ field: `data.${field}`, message: expect.stringContaining(words) }] },
    });
  });

  it("answers 401 without a token", async () => {
    expect((await update(undefined, { match_reminder_hours: 2 })).statusCode).toBe(401);
  });
});
