import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";
import { insertBookingPayment } from "../../../test/payment-helpers";
import { payAtReception } from "../../../test/staff-booking-helpers";

const LIST = "/api/admin/user/get_club_users";
const FIND = "/api/admin/user/find_club_user";
const clock = testClock("2026-11-23T15:00:00Z");

describe("the club's users: list, search, figures and a player's page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const list = (token: string, query = "") => get(token, `${LIST}${query}`);
  type Listed = { id: number; name: string; lastname: string };
  const idsOf = (res: { json(): { users: Listed[] } }) => res.json().users.map((u) => u.id);

  /** A paid sale of what is left to pay of a booking, in cash. */
  async function sellBooking(token: string, bookingId: number, amount: number) {
    const res = await createOrderCall(t, token, {
      order_status: "paid",
      order_source: "reception",
      order_bookings: [{ booking: bookingId, percentage: 100 }],
      order_payments: [{ method: "cash", amount }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  /** A payment of a booking straight into the table, in any status. */
  const insertPayment = (clubId: number, bookingId: number, amount: number, status: "paid" | "pending") =>
    insertBookingPayment(t.ctx.db, {
      clubId,
      bookingId,
      channel: "reception",
      method: "cash",
      percentage: 50,
      amount,
      status,
    });

  /** A club with an admin, two players (one of them Inés Muñoz with a RUT and a phone) and another club. */
  async function club() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const suffix = String(admin.user.id);
    const body = `2${suffix.padStart(7, "0")}`;
    const ines = await createUser(t.ctx.db, {
      clubId: admin.clubId,
      name: "Inés",
      lastname: `Muñoz${suffix}`,
      rut: `${body}-K`,
      phone: "+56 9 8765 4321",
      email: `ines${suffix}@correo.cl`,
      category: "B",
    });
    const pedro = await createUser(t.ctx.db, {
      clubId: admin.clubId,
      name: "Pedro",
      lastname: `Soto${suffix}`,
    });
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const stranger = await createUser(t.ctx.db, {
      clubId: other.clubId,
      name: "Inés",
      lastname: `Muñoz${suffix}`,
    });
    return { admin, ines, pedro, other, stranger, suffix, body };
  }

  it("lists the club's players and administrators by name with category code and label, never another club's", async () => {
    const { admin, ines, pedro } = await club();
    const res = await list(admin.token);
    expect(res.statusCode).toBe(200);
    const users = res.json().users as Record<string, unknown>[];
    expect(users.map((u) => u.id)).toEqual([ines.id, admin.user.id, pedro.id]);
    expect(users[0]).toMatchObject({
      username: ines.username,
      role: "authenticated",
      rut: ines.rut,
      category_code: "FB",
      category_label: "B (damas)",
      bookings_count: 0,
      spend: 0,
      last_visit: null,
    });
    expect(users[1]).toMatchObject({ role: "club_administrator", category_code: "Sin categoría" });
    expect(res.json().pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 3, totalPages: 1 });
  });

  it("finds without accents or case by name, username, e-mail, RUT (dots, dash, K) and phone", async () => {
    const { admin, ines, suffix, body } = await club();
    const dotted = `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-k`;
    for (const q of [
      `ines munoz${suffix}`,
      `MUNOZ${suffix}`,
      ines.username.toUpperCase(),
      `ines${suffix}@correo`,
      `${body}-K`,
      dotted,
      `${body}k`,
      "987654321",
      "8765 4321",
    ]) {
      const res = await list(admin.token, `?search=${encodeURIComponent(q)}`);
      expect(idsOf(res), q).toEqual([ines.id]);
    }
    const none = await list(admin.token, `?search=${encodeURIComponent("zzz-nadie%")}`);
    expect(none.json()).toMatchObject({ users: [], pagination: { total: 0, totalPages: 0 } });
  });

  it("filters by role and pages through the list", async () => {
    const { admin, ines, pedro } = await club();
    expect(idsOf(await list(admin.token, "?role=club_administrator"))).toEqual([admin.user.id]);
    expect(idsOf(await list(admin.token, "?role=authenticated"))).toEqual([ines.id, pedro.id]);
    const second = await list(admin.token, "?limit=2&page=2");
    expect(idsOf(second)).toEqual([pedro.id]);
    expect(second.json().pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3, totalPages: 2 });
  });

  it("counts bookings and the pesos received once each, and the last visit, at this club only", async () => {
    const sale = await saleClub(t);
    const { admin, court } = sale;
    const player = await createUser(t.ctx.db, { clubId: admin.clubId, name: "Álvaro", lastname: "Gasto" });
    const mine = { userId: player.id, walkInName: null, price: 20000 };
    // Played on the 20th: half paid at reception, the other half in a paid sale.
    const played = await insertBooking(t.ctx.db, court, new Date("2026-11-20T13:00:00Z"), 60, mine);
    expect((await payAtReception(t, admin.token, played.id, "debit", 50)).statusCode).toBe(200);
    const rest = await sellBooking(admin.token, played.id, 10000);
    // Tomorrow's booking sold and then the sale cancelled (refunded): it counts, its money does not.
    const tomorrow = await insertBooking(t.ctx.db, court, new Date("2026-11-24T13:00:00Z"), 60, mine);
    const refunded = await sellBooking(admin.token, tomorrow.id, 20000);
    expect((await orderCall(t, admin.token, "GET", `cancel_order/${refunded.json().id}`)).statusCode).toBe(
      200,
    );
    // A cancelled booking, a payment never confirmed, and a booking at another club: none counts.
    await insertBooking(t.ctx.db, court, new Date("2026-11-21T13:00:00Z"), 60, {
      ...mine,
      cancelledAt: new Date("2026-11-19T10:00:00Z"),
      cancelReason: "Lluvia",
    });
    await insertPayment(admin.clubId, tomorrow.id, 10000, "pending");
    const elsewhere = await createCourt(t.ctx.db, (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId);
    await createUser(t.ctx.db, {}); // a user of nobody's
    const away = await insertBooking(t.ctx.db, elsewhere, new Date("2026-11-22T13:00:00Z"), 60, mine);
    await insertPayment(elsewhere.clubId, away.id, 20000, "paid");

    // Figures read row by row (by name) and grouped over the club (by a figure) agree.
    for (const sort of ["name", "bookings", "spend", "last_visit"]) {
      const res = await list(admin.token, `?search=alvaro%20gasto&sort=${sort}`);
      expect(res.json().users, sort).toEqual([
        expect.objectContaining({
          id: player.id,
          bookings_count: 2,
          spend: 20000,
          last_visit: "2026-11-20T13:00:00.000Z",
        }),
      ]);
    }

    const page = await get(admin.token, `${FIND}/${player.id}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json();
    expect(detail.user).toMatchObject({ id: player.id, bookings_count: 2, spend: 20000 });
    expect(detail.cancelled_bookings).toBe(1);
    expect(detail.club_administrators).toBe(1);
    expect(
      detail.bookings.map((b: { date: string; paid: number; cancelled: boolean }) => [
        b.date,
        b.paid,
        b.cancelled,
      ]),
    ).toEqual([
      ["2026-11-24", 0, false],
      ["2026-11-21", 0, true],
      ["2026-11-20", 20000, false],
    ]);
    expect(detail.bookings[2]).toMatchObject({
      start_time: "10:00",
      end_time: "11:00",
      court_name: court.name,
    });
    expect(
      detail.orders.map((o: { id: number; order_status: string; bookings_amount: number }) => [
        o.id,
        o.order_status,
        o.bookings_amount,
      ]),
    ).toEqual([
      [refunded.json().id, "cancelled", 20000],
      [rest.json().id, "paid", 10000],
    ]);
  });

  it("counts the bookings that hold their slot: an unpaid online hold while it runs, not once it ran out", async () => {
    const { admin, pedro } = await club();
    const court = await createCourt(t.ctx.db, admin.clubId);
    const his = { userId: pedro.id, walkInName: null };
    const online = { ...his, channel: "online" as const };
    const at = (iso: string) => new Date(iso);
    // Unpaid at reception (no hold): it holds its slot, and it is the last visit.
    await insertBooking(t.ctx.db, court, at("2026-11-21T13:00:00Z"), 60, his);
    // Unpaid online, its hold ran out at 12:10 of the 22nd and nobody booked over it: neither count nor visit.
    await insertBooking(t.ctx.db, court, at("2026-11-22T13:00:00Z"), 60, {
      ...online,
      holdUntil: at("2026-11-22T12:10:00Z"),
    });
    // Unpaid online, its hold runs until 15:10 today (the clock says 15:00): it counts until then.
    await insertBooking(t.ctx.db, court, at("2026-11-25T13:00:00Z"), 60, {
      ...online,
      holdUntil: at("2026-11-23T15:10:00Z"),
    });
    // Paid online in full, and one cancelled.
    await insertBooking(t.ctx.db, court, at("2026-11-26T13:00:00Z"), 60, { ...online, status: "p100" });
    await insertBooking(t.ctx.db, court, at("2026-11-27T13:00:00Z"), 60, {
      ...his,
      cancelledAt: at("2026-11-20T10:00:00Z"),
      cancelReason: "Lluvia",
    });

    const figures = async () => {
      const seen = [];
      for (const sort of ["name", "bookings", "last_visit"]) {
        const res = await list(admin.token, `?search=${encodeURIComponent(pedro.lastname)}&sort=${sort}`);
        const [row] = res.json().users;
        seen.push([row.bookings_count, row.last_visit]);
      }
      const detail = (await get(admin.token, `${FIND}/${pedro.id}`)).json().user;
      return [...seen, [detail.bookings_count, detail.last_visit]];
    };
    const each = (count: number) => Array(4).fill([count, "2026-11-21T13:00:00.000Z"]);
    expect(await figures()).toEqual(each(3));
    clock.set("2026-11-23T15:10:00Z");
    try {
      expect(await figures()).toEqual(each(2));
    } finally {
      clock.set("2026-11-23T15:00:00Z");
    }
  });

  it("sorts by bookings, spend and last visit, most first, then by name", async () => {
    const { admin, ines, pedro } = await club();
    const court = await createCourt(t.ctx.db, admin.clubId);
    await insertBooking(t.ctx.db, court, new Date("2026-11-10T13:00:00Z"), 60, { userId: pedro.id });
    await insertBooking(t.ctx.db, court, new Date("2026-11-11T13:00:00Z"), 60, { userId: pedro.id });
    await insertBooking(t.ctx.db, court, new Date("2026-11-12T13:00:00Z"), 60, { userId: ines.id });
    const next = await insertBooking(t.ctx.db, court, new Date("2026-11-30T13:00:00Z"), 60, {
      userId: ines.id,
    });
    await insertPayment(admin.clubId, next.id, 20000, "paid");
    expect(idsOf(await list(admin.token, "?sort=bookings"))).toEqual([ines.id, pedro.id, admin.user.id]);
    await insertBooking(t.ctx.db, court, new Date("2026-11-13T13:00:00Z"), 60, { userId: pedro.id });
    expect(idsOf(await list(admin.token, "?sort=bookings"))).toEqual([pedro.id, ines.id, admin.user.id]);
    expect(idsOf(await list(admin.token, "?sort=spend"))).toEqual([ines.id, admin.user.id, pedro.id]);
    expect(idsOf(await list(admin.token, "?sort=last_visit"))).toEqual([pedro.id, ines.id, admin.user.id]);
  });

  it("answers 404 for another club's user or a stranger, and never lists them", async () => {
    const { admin, stranger, suffix } = await club();
    const loner = await createUser(t.ctx.db, { name: "Inés", lastname: `Muñoz${suffix}` });
    for (const id of [stranger.id, loner.id, 2_000_000_000]) {
      const res = await get(admin.token, `${FIND}/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().error.message).toBe("Usuario no encontrado");
    }
    const found = idsOf(await list(admin.token, `?search=munoz${suffix}`));
    expect(found).not.toContain(stranger.id);
    expect(found).not.toContain(loner.id);
  });

  it("answers 400 with the field and a Spanish message to bad input", async () => {
    const { admin } = await club();
    for (const [query, field, message] of [
      ["?sort=edad", "sort", "El orden debe ser name, bookings, spend o last_visit"],
      ["?role=root", "role", "El rol debe ser authenticated o club_administrator"],
      ["?page=0", "page", "La página debe ser 1 o más"],
      ["?limit=500", "limit", "El límite puede ser hasta 100"],
      [`?search=${"x".repeat(101)}`, "search", "La búsqueda puede tener hasta 100 caracteres"],
    ] as const) {
      const res = await list(admin.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details, query).toEqual([{ field, message }]);
    }
    const badId = await get(admin.token, `${FIND}/abc`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details[0].field).toBe("id");
  });
});
