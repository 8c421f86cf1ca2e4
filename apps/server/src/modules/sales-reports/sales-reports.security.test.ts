import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

const REPORTS = [
  "order/get_orders_amount_report_split_by_order_status",
  "order/get_sales_report",
  "order/get_sales_period_performance_report",
  "order/get_payed_orders_count_report_split_by_items_category",
  "report/sales_by_payment_method",
  "report/sales_by_hour",
  "report/sales_by_source",
  "report/top_items",
  "report/top_categories",
];
const CALLS: GuardedCall[] = REPORTS.map((path) => ({
  method: "GET",
  url: `/api/admin/${path}?period=week`,
}));

describe("sales reports: authentication, role and bad input", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  });
  afterAll(() => t.close());

  it("answers 401 without a valid token and 403 to players", async () => {
    await expectUnauthenticatedRefused(t, CALLS);
    await expectPlayersRefused(t, CALLS, admin.clubId);
  });

  const BAD: [string, string, string][] = [
    ["period=quarter", "period", "El período debe ser day, week, month o year"],
    [
      "start_date=2026-11-10&end_date=2026-11-01",
      "end_date",
      "La fecha final no puede ser anterior a la inicial",
    ],
    ["start_date=2025-11-01&end_date=2026-11-02", "end_date", "El rango puede abarcar hasta 366 días"],
    ["start_date=2026-02-30&end_date=2026-03-01", "start_date", "La fecha no existe en el calendario"],
    ["start_date=01-11-2026&end_date=2026-11-02", "start_date", "La fecha debe ser AAAA-MM-DD"],
    ["start_date=2026-11-01", "end_date", "Indica la fecha inicial y la final"],
  ];

  it.each(REPORTS)("%s refuses bad periods and ranges with the field and a Spanish message", async (path) => {
    for (const [query, field, message] of BAD) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/${path}?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.body, `${path}?${query}`).toContain(field);
      expect(res.body, `${path}?${query}`).toContain(message);
    }
    const fine = await t.app.inject({
      method: "GET",
      url: `/api/admin/${path}?start_date=2025-11-02&end_date=2026-11-02`,
      headers: bearer(admin.token),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
