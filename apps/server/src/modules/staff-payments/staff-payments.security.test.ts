import { afterAll, beforeAll, describe, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { createAdmin } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";

const CALLS: GuardedCall[] = [
  { method: "GET", url: "/api/admin/payment/get_payments" },
  { method: "GET", url: "/api/admin/payment/get_payments?start_date=2026-11-01&method=cash" },
];

describe("club payments list: authentication and role", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 401 without a valid token and 403 to players, members of the club or not", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await expectUnauthenticatedRefused(t, CALLS);
    await expectPlayersRefused(t, CALLS, admin.clubId);
  });
});
