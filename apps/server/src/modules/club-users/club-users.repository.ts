import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubPersonWhere } from "../../db/club-people";
import { holdsSlot } from "../../db/holds-slot";
import { bookingPayments, bookings, clubMemberships, orderBookings, orders, users } from "../../db/schema";

export type MemberFilter = {
  clubId: number;
  role?: "authenticated" | "club_administrator";
  /** One condition per searched word (see db/user-search). */
  matches: readonly SQL[];
};
export type MemberSort = "name" | "bookings" | "spend" | "last_visit";

const m = clubMemberships;
const b = bookings;

/**
 * Pesos received for the bookings of `userId` at the club matching `which`: paid booking payments plus the
 * booking lines of paid orders (a cancelled paid order was refunded, so it adds nothing). A peso is taken
 * once: a payment and an order line are different money for the same booking.
 */
const spendOf = (clubId: number, userId: SQL | number, which: SQL = sql`true`) => sql<number>`(
  coalesce((select sum(${bookingPayments.amount}) from ${bookingPayments}
    join ${b} on ${b.id} = ${bookingPayments.bookingId}
    where ${b.userId} = ${userId} and ${b.clubId} = ${clubId} and ${bookingPayments.status} = 'paid' and ${which}), 0)
  + coalesce((select sum(${orderBookings.amount}) from ${orderBookings}
    join ${orders} on ${orders.id} = ${orderBookings.orderId}
    join ${b} on ${b.id} = ${orderBookings.bookingId}
    where ${b.userId} = ${userId} and ${b.clubId} = ${clubId} and ${orders.status} = 'paid' and ${which}), 0)
)::int`;

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The member's figures at the club, read row by row: cheap for the few rows of a page sorted by name. */
const memberStats = (clubId: number, now: Date) => ({
  bookingsCount: sql<number>`(select count(*) from ${b}
    where ${b.userId} = ${users.id} and ${b.clubId} = ${clubId} and ${holdsSlot(now)})::int`.as(
    "bookings_count",
  ),
  spend: spendOf(clubId, sql`${users.id}`).as("spend"),
  lastVisit: sql<Date | null>`(select max(${b.startsAt}) from ${b}
    where ${b.userId} = ${users.id} and ${b.clubId} = ${clubId} and ${holdsSlot(now)} and ${b.startsAt} <= ${now})`
    .mapWith(asDate)
    .as("last_visit"),
});

/**
 * The same figures for every member at once, each table grouped by player in one pass over the club's
 * rows: what a sort by a figure needs, as it reads them all before it can take a page.
 */
function groupedStats(db: DbOrTx, clubId: number, now: Date) {
  const bookingFigures = db
    .select({
      userId: b.userId,
      count: sql<number>`count(*) filter (where ${holdsSlot(now)})`.as("bookings_made"),
      last: sql`max(${b.startsAt}) filter (where ${holdsSlot(now)} and ${b.startsAt} <= ${now})`.as(
        "last_start",
      ),
    })
    .from(b)
    .where(eq(b.clubId, clubId))
    .groupBy(b.userId)
    .as("booking_figures");
  const paymentFigures = db
    .select({ userId: b.userId, paid: sql<number>`sum(${bookingPayments.amount})`.as("payments_paid") })
    .from(bookingPayments)
    .innerJoin(b, eq(b.id, bookingPayments.bookingId))
    .where(and(eq(b.clubId, clubId), eq(bookingPayments.status, "paid")))
    .groupBy(b.userId)
    .as("payment_figures");
  const orderFigures = db
    .select({ userId: b.userId, paid: sql<number>`sum(${orderBookings.amount})`.as("orders_paid") })
    .from(orderBookings)
    .innerJoin(orders, eq(orders.id, orderBookings.orderId))
    .innerJoin(b, eq(b.id, orderBookings.bookingId))
    .where(and(eq(b.clubId, clubId), eq(orders.status, "paid")))
    .groupBy(b.userId)
    .as("order_figures");
  // The figures' names are unique across the three: drizzle writes them unqualified in the outer select.
  return {
    joins: [bookingFigures, paymentFigures, orderFigures] as const,
    stats: {
      bookingsCount: sql<number>`coalesce(${bookingFigures.count}, 0)::int`.as("bookings_count"),
      spend: sql<number>`(coalesce(${paymentFigures.paid}, 0) + coalesce(${orderFigures.paid}, 0))::int`.as(
        "spend",
      ),
      lastVisit: sql<Date | null>`${bookingFigures.last}`.mapWith(asDate).as("last_visit"),
    },
  };
}

const profile = {
  id: users.id,
  username: users.username,
  name: users.name,
  lastname: users.lastname,
  email: users.email,
  rut: users.rut,
  phone: users.phone,
  category: users.category,
  role: m.role,
  memberSince: m.createdAt,
};

const memberWhere = (f: MemberFilter) =>
  and(eq(m.clubId, f.clubId), f.role === undefined ? undefined : eq(m.role, f.role), ...f.matches);

// Output columns by name, so each figure is computed once; sorting by name with a LIMIT, PostgreSQL
// computes the row-by-row figures only for the rows of the page.
const ORDER: Record<MemberSort, SQL> = {
  name: sql``,
  bookings: sql.raw(`"bookings_count" desc,`),
  spend: sql.raw(`"spend" desc,`),
  last_visit: sql.raw(`"last_visit" desc nulls last,`),
};

/** A page of the club's members with their figures, sorted as asked, then by name. */
export async function listMembers(
  db: DbOrTx,
  f: MemberFilter & { sort: MemberSort; now: Date; limit: number; offset: number },
) {
  const order = sql`${ORDER[f.sort]} ${users.name}, ${users.lastname}, ${users.id}`;
  if (f.sort === "name") {
    return db
      .select({ ...profile, ...memberStats(f.clubId, f.now) })
      .from(m)
      .innerJoin(users, eq(users.id, m.userId))
      .where(memberWhere(f))
      .orderBy(order)
      .limit(f.limit)
      .offset(f.offset);
  }
  const { joins, stats } = groupedStats(db, f.clubId, f.now);
  const [bookingFigures, paymentFigures, orderFigures] = joins;
  return db
    .select({ ...profile, ...stats })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .leftJoin(bookingFigures, eq(bookingFigures.userId, users.id))
    .leftJoin(paymentFigures, eq(paymentFigures.userId, users.id))
    .leftJoin(orderFigures, eq(orderFigures.userId, users.id))
    .where(memberWhere(f))
    .orderBy(order)
    .limit(f.limit)
    .offset(f.offset);
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function countMembers(db: DbOrTx, f: MemberFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(memberWhere(f));
  return row?.total ?? 0;
}

/** One member of the club with their figures; null for anyone else. */
export async function findMember(db: DbOrTx, q: { clubId: number; userId: number; now: Date }) {
  const [row] = await db
    .select({
      ...profile,
      ...memberStats(q.clubId, q.now),
      cancelledBookings: sql<number>`(select count(*) from ${b}
        where ${b.userId} = ${users.id} and ${b.clubId} = ${q.clubId} and ${b.cancelledAt} is not null)::int`,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(clubPersonWhere(q))
    .limit(1);
  return row ?? null;
}

/** How many administrators the club has. */
export async function countAdministrators(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(m)
    .where(and(eq(m.clubId, clubId), eq(m.role, "club_administrator")));
  return row?.total ?? 0;
}
