import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingOn, createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";
import { bookingRow } from "../../../test/payment-helpers";
import { parseMail, startSmtpCatcher } from "../../../test/smtp-catcher";
import { stored } from "../../../test/stored";

// 2026-11-23 21:30 in Santiago (UTC-3) is already 2026-11-24 in UTC: the club's day decides.
const clock = testClock("2026-11-24T00:30:00Z");

describe(`orders: the sales list, one order, the receipt (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let club: Awaited<ReturnType<typeof saleClub>>;
  const ids: number[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ now: clock.now, config: { smtpUrl: smtp.url } });
    club = await saleClub(t);
    const sell = async (iso: string, status: "paid" | "pending") => {
      clock.set(iso);
      const res = await createOrderCall(t, club.admin.token, {
        order_status: status,
        order_source: "pos",
        order_items: [{ item: club.water.id, quantity: 1 }],
        order_payments: [{ method: "cash", amount: 1000 }],
      });
      ids.push(res.json().id);
    };
    await sell("2026-11-21T15:00:00Z", "paid"); // 21-11 12:00 local
    await sell("2026-11-23T02:30:00Z", "paid"); // 22-11 23:30 local
    await sell("2026-11-24T00:30:00Z", "pending"); // 23-11 21:30 local
    await sell("2026-11-24T03:30:00Z", "paid"); // 24-11 00:30 local
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = (query: string) =>
    orderCall(t, club.admin.token, "GET", `get_orders${query}`).then((r) => r.json());

  it("lists the newest three by default, with pagination, sorting and filters as sent", async () => {
    const page = await list("");
    expect(page.orders.map((o: { id: number }) => o.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(page.pagination).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(page.sorting).toEqual({ date_sort: "desc" });
    expect(page.filters).toEqual({ start_date: null, end_date: null, status: null });
    expect(page.orders[1]).toMatchObject({
      order_date: { date: "23-11-2026", timeWithoutSeconds: "21:30" },
      order_details: { items: [{ item_id: club.water.id, item_quantity: 1 }], bookings: [] },
    });
    const second = await list("?page=2&date_sort=ASC&limit=2");
    expect(second.orders.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[3]]);
    expect(second.sorting).toEqual({ date_sort: "asc" });
  });

  it("filters by the club's local days, both included, and by state", async () => {
    const days = await list("?start_date=2026-11-22&end_date=2026-11-23&limit=10");
    expect(days.orders.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(days.filters).toEqual({ start_date: "2026-11-22", end_date: "2026-11-23", status: null });
    const pending = await list("?status=pending&limit=10");
    expect(pending.orders.map((o: { id: number }) => o.id)).toEqual([ids[2]]);
    const from = await list("?start_date=2026-11-24&limit=10");
    expect(from.orders.map((o: { id: number }) => o.id)).toEqual([ids[3]]);
    // The totals come from the rollup of orders by status: each filter is summed, not counted.
    expect([days, pending, from].map((page) => page.pagination.total)).toEqual([2, 1, 1]);
    const paidBefore = await list("?status=paid&end_date=2026-11-22&limit=1");
    expect(paidBefore.pagination).toMatchObject({ total: 2, totalPages: 2 });
  });

  it("mails a receipt for a paid sale that names a client, and confirms a held online booking it charges", async () => {
    clock.set("2026-11-23T15:00:00Z");
    const booking = await bookingOn(t, club.court, 22);
    await stored(t.ctx.db)`
      update bookings set hold_until = ${"2026-11-23T15:10:00Z"}, channel = 'online' where id = ${booking.id}`;
    const res = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "reception",
      order_items: [{ item: club.nuts.id, quantity: 0.5 }],
      order_bookings: [{ booking: booking.id, percentage: 100 }],
      order_payments: [{ method: "cash", amount: 20495 }],
      order_cash_received: 25000,
      order_send_mail_client: { name: "Ana", lastname: "Pérez", email: "ana@example.cl" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order_send_mail_client).toEqual({
      name: "Ana",
      lastname: "Pérez",
      email: "ana@example.cl",
    });
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes("ana@example.cl")).length).toBe(1);
    const mail = parseMail(smtp.messages.find((m) => m.to.includes("ana@example.cl"))?.raw ?? "");
    expect(mail.headers.subject).toBe(`Tu comprobante de compra en ${res.json().club.name}`);
    expect(mail.text).toContain("0,5 kg × Maní ($990 / kg): $495");
    expect(mail.text).toContain("Total: $20.495");
    expect(mail.text).toMatch(/- Reserva Cancha 1, 24-11-2026 19:00–20:00 \(100 %\): \$20\.000/);
    expect(mail.text).toContain("Efectivo recibido: $25.000");
    expect(mail.text).toContain("Vuelto: $4.505");
    const row = await bookingRow(t, booking.id);
    expect(row).toMatchObject({ status: "p100", holdUntil: null });
  });

  it("mails the receipt when a pending order is charged for a client, and only then", async () => {
    const pending = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "reception",
      order_items: [{ item: club.water.id, quantity: 2 }],
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const before = smtp.messages.length;
    const charged = await orderCall(t, club.admin.token, "PUT", `update_order/${pending.json().id}`, {
      data: {
        order_status: "paid",
        order_payments: [{ method: "debit", amount: 2000 }],
        order_send_mail_client: { name: "Luz", lastname: "Rojas", email: "luz@example.cl" },
      },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const mail = parseMail(smtp.messages.at(-1)?.raw ?? "");
    expect(smtp.messages.at(-1)?.to).toContain("luz@example.cl");
    expect(mail.text).toContain("2 × Agua mineral");
    expect(mail.text).toContain("Total: $2.000");
  });
});
