import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs, courts, matches, matchPlayers, users } from "../../db/schema";
import { bookingViewFields } from "../bookings/booking-rows.repository";

/** A match with its booking, court, club and booker, as its page shows it at `now`. */
const matchFields = (now: Date) => ({
  ...bookingViewFields,
  bookingId: bookings.id,
  bookingSlugToken: bookings.slugToken,
  id: matches.id,
  slugToken: matches.slugToken,
  openPlaces: matches.openPlaces,
  visibility: matches.visibility,
  strongestCategory: matches.strongestCategory,
  weakestCategory: matches.weakestCategory,
  bookerSide: matches.bookerSide,
  bookerUsername: users.username,
  bookerName: users.name,
  bookerLastname: users.lastname,
  bookerCategory: users.category,
  clubShareRefund: clubs.matchShareRefund,
  // Whether the booking still holds its court (not cancelled, not an unpaid hold that ran out).
  holdsSlot: holdsSlot(now),
});

function matchRows(db: DbOrTx, now: Date) {
  return db
    .select(matchFields(now))
    .from(matches)
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(users, eq(users.id, matches.createdBy))
    .$dynamic();
}

export type MatchRow = Awaited<ReturnType<typeof matchRows>>[number];

export async function findMatchRow(db: DbOrTx, id: number, now: Date): Promise<MatchRow | null> {
  const [row] = await matchRows(db, now).where(eq(matches.id, id)).limit(1);
  return row ?? null;
}

/** The live players of these matches, in the order they joined. */
export function livePlayersOf(db: DbOrTx, matchIds: number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      matchId: matchPlayers.matchId,
      userId: matchPlayers.userId,
      side: matchPlayers.side,
      username: users.username,
      name: users.name,
      lastname: users.lastname,
      category: users.category,
    })
    .from(matchPlayers)
    .innerJoin(users, eq(users.id, matchPlayers.userId))
    .where(and(inArray(matchPlayers.matchId, matchIds), isNull(matchPlayers.leftAt)))
    .orderBy(asc(matchPlayers.id));
}

export type LivePlayerRow = Awaited<ReturnType<typeof livePlayersOf>>[number];

/** Whether the booking holds its court at `now` (the rule of `booking_holds_slot`). */
export async function bookingHoldsSlot(db: DbOrTx, bookingId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ holds: holdsSlot(now) })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.holds ?? false;
}

/** A player's category as they set it (null: none). */
export async function playerCategory(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ category: users.category }).from(users).where(eq(users.id, userId));
  return row?.category ?? null;
}

export async function matchOfBooking(db: DbOrTx, bookingId: number) {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.bookingId, bookingId));
  return row ?? null;
}

export async function insertMatch(tx: DbOrTx, values: typeof matches.$inferInsert): Promise<number> {
  const [row] = await tx.insert(matches).values(values).returning({ id: matches.id });
  if (!row) throw new Error("match not inserted");
  return row.id;
}

/**
 * The match row, locked until the transaction ends: joins and leaves of one match run one after another,
 * so the count of live players a join reads is the one it writes against.
 */
export async function lockMatch(tx: Tx, id: number) {
  const [row] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, id)).for("update");
  return row ?? null;
}

export async function insertMatchPlayer(tx: Tx, values: typeof matchPlayers.$inferInsert) {
  await tx.insert(matchPlayers).values(values);
}

/** The player leaves; false when they were not in the match. */
export async function markPlayerLeft(tx: Tx, q: { matchId: number; userId: number; now: Date }) {
  const rows = await tx
    .update(matchPlayers)
    .set({ leftAt: q.now })
    .where(
      and(
        eq(matchPlayers.matchId, q.matchId),
        eq(matchPlayers.userId, q.userId),
        isNull(matchPlayers.leftAt),
      ),
    )
    .returning({ id: matchPlayers.id });
  return rows.length > 0;
}

const livePlayers = sql`(select count(*) from ${matchPlayers} mp where mp.match_id = ${matches.id} and mp.left_at is null)`;

/** A page of the matches `where` picks, by start (then id) in `order`, and how many it picks in all. */
async function matchPage(
  db: DbOrTx,
  q: { where: SQL | undefined; order: typeof asc; now: Date; limit: number; offset: number },
) {
  const [rows, totals] = await Promise.all([
    matchRows(db, q.now)
      .where(q.where)
      .orderBy(q.order(bookings.startsAt), q.order(matches.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(matches)
      .innerJoin(bookings, eq(bookings.id, matches.bookingId))
      .where(q.where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The range ends that admit a category: `strongest` one of these, and `weakest` one of those. */
export type RangeAdmitting = { strongest: readonly string[]; weakest: readonly string[] };

/**
 * A club's public matches with a free place, starting from `from` to before `to` and not yet started,
 * the soonest first, and their total; with `admitting`, only those open to every category or whose range
 * takes it in.
 */
export async function listOpenMatches(
  db: DbOrTx,
  q: {
    clubId: number;
    from: Date;
    to: Date;
    now: Date;
    admitting?: RangeAdmitting;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    eq(matches.clubId, q.clubId),
    eq(matches.visibility, "public"),
    holdsSlot(q.now),
    gt(bookings.startsAt, q.now),
    gte(bookings.startsAt, q.from),
    lt(bookings.startsAt, q.to),
    gt(matches.openPlaces, livePlayers),
    q.admitting &&
      or(
        isNull(matches.strongestCategory),
        and(
          inArray(matches.strongestCategory, [...q.admitting.strongest]),
          inArray(matches.weakestCategory, [...q.admitting.weakest]),
        ),
      ),
  );
  return matchPage(db, { ...q, where, order: asc });
}

/**
 * A player's own matches, booked by them or joined (and not left), whose booking holds its court: those
 * not yet started, the soonest first, or those started, the latest first; and their total.
 */
export async function listPlayerMatches(
  db: DbOrTx,
  q: { userId: number; scope: "upcoming" | "past"; now: Date; limit: number; offset: number },
) {
  const joined = db
    .select({ one: sql`1` })
    .from(matchPlayers)
    .where(
      and(
        eq(matchPlayers.matchId, matches.id),
        eq(matchPlayers.userId, q.userId),
        isNull(matchPlayers.leftAt),
      ),
    );
  const upcoming = q.scope === "upcoming";
  const where = and(
    or(eq(matches.createdBy, q.userId), exists(joined)),
    holdsSlot(q.now),
    upcoming ? gt(bookings.startsAt, q.now) : lte(bookings.startsAt, q.now),
  );
  return matchPage(db, { ...q, where, order: upcoming ? asc : desc });
}
