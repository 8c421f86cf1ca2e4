import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { cashRegisterRecords, cashRegisters, clubs, users } from "../../db/schema";

export type RecordsFilter = {
  clubId: number;
  userId?: number;
  status?: "open" | "closed";
  // Days of the club's calendar, both included, over when the session was opened.
  startDate?: string;
  endDate?: string;
};

const r = cashRegisterRecords;

// A local day starts where the club's clock first shows it; `at time zone` resolves that in PostgreSQL.
const clubZone = sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${r.clubId})`;

/**
 * The filter's condition, with its values as placeholders: one prepared statement per set of filters used,
 * which PostgreSQL plans once per connection instead of on every page.
 */
function recordsFilter(f: RecordsFilter): SQL | undefined {
  const value = (name: keyof RecordsFilter) => sql.placeholder(name);
  return and(
    eq(r.clubId, value("clubId")),
    f.userId === undefined ? undefined : eq(r.userId, value("userId")),
    f.status === undefined ? undefined : f.status === "open" ? isNull(r.closedAt) : isNotNull(r.closedAt),
    f.startDate === undefined
      ? undefined
      : sql`${r.openedAt} >= (${value("startDate")}::date::timestamp at time zone ${clubZone})`,
    f.endDate === undefined
      ? undefined
      : sql`${r.openedAt} < ((${value("endDate")}::date + 1)::timestamp at time zone ${clubZone})`,
  );
}

/** The statement's name for this set of filters (status open and closed are two shapes). */
const shapeOf = (f: RecordsFilter) =>
  [
    f.userId === undefined ? "" : "u",
    f.status ?? "",
    f.startDate === undefined ? "" : "s",
    f.endDate === undefined ? "" : "e",
  ].join("_");

const recordColumns = {
  id: r.id,
  openAmount: r.openAmount,
  closeAmount: r.closeAmount,
  openedAt: r.openedAt,
  closedAt: r.closedAt,
  debitBalance: r.debitBalance,
  transferBalance: r.transferBalance,
  creditBalance: r.creditBalance,
  cashBalance: r.cashBalance,
  cashBackendBalance: r.cashBackendBalance,
  reservationBalance: r.reservationBalance,
  totalBalance: r.totalBalance,
  cashBalanceDiff: r.cashBalanceDiff,
  userId: r.userId,
  userName: users.name,
  userLastname: users.lastname,
  registerId: cashRegisters.id,
  registerName: cashRegisters.name,
  timeZone: clubs.timeZone,
};

function recordsQuery(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .innerJoin(cashRegisters, eq(cashRegisters.id, r.cashRegisterId))
    .innerJoin(clubs, eq(clubs.id, r.clubId))
    .$dynamic();
}

const countOf = (f: RecordsFilter) =>
  sql<number>`(select count(*)::int from ${r} where ${recordsFilter(f)})`.mapWith(Number);

/**
 * A page of the club's register sessions (optionally one operator's, open or closed ones), newest first,
 * and how many sessions the filter matches, in one statement.
 */
export async function listRecords(db: DbOrTx, f: RecordsFilter & { limit: number; offset: number }) {
  const page = preparedOnce(db, `records_page_${shapeOf(f)}`, (name) =>
    db
      .select({ ...recordColumns, total: countOf(f) })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .innerJoin(cashRegisters, eq(cashRegisters.id, r.cashRegisterId))
      .innerJoin(clubs, eq(clubs.id, r.clubId))
      .where(recordsFilter(f))
      .orderBy(desc(r.openedAt), desc(r.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
  const rows = await page.execute(f);
  const total = rows[0]?.total;
  const records: RecordRow[] = rows.map(({ total: _counted, ...row }) => row);
  if (total !== undefined || f.offset === 0) return { records, total: total ?? 0 };
  // A page past the end holds no row to carry the total.
  const counted = preparedOnce(db, `records_count_${shapeOf(f)}`, (name) =>
    db
      .select({ total: countOf(f) })
      .from(sql`(select 1) one`)
      .prepare(name),
  );
  const [row] = await counted.execute(f);
  return { records, total: row?.total ?? 0 };
}

export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>["execute"]>>[number];

/** One session of the club; another club's is not found, like a missing one. */
export async function findRecord(db: DbOrTx, q: { clubId: number; id: number }) {
  const [row] = await recordsQuery(db).where(and(eq(r.clubId, q.clubId), eq(r.id, q.id)));
  return row ?? null;
}
