import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedOnce } from "../../db/prepared";
import {
  bookings,
  clubMemberships,
  clubs,
  courts,
  feedComments,
  feedItems,
  feedLikes,
  matches,
  matchResults,
  uploads,
  users,
} from "../../db/schema";

/** First name and the initial of the last name: what the club's feed shows of a person. */
export const personName = (alias: string) =>
  sql.raw(`${alias}.name || coalesce(' ' || upper(left(nullif(trim(${alias}.lastname), ''), 1)) || '.', '')`);

/** An instant as ISO 8601 text in UTC, the same on both engines. */
export const isoInstant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type FeedPerson = { username: string; name: string };

export type FeedRow = {
  id: number;
  kind: "post" | "match" | "result" | "member";
  created_at: string;
  author_username: string | null;
  author_name: string | null;
  body: string | null;
  image_id: number | null;
  image_key: string | null;
  match_id: number | null;
  slug_token: string | null;
  court_name: string | null;
  match_date: string | null;
  match_time: string | null;
  strongest_category: string | null;
  weakest_category: string | null;
  sets: [number, number][] | null;
  winner: number | null;
  pair_1: number[] | null;
  pair_2: number[] | null;
  players: (FeedPerson & { id: number })[] | null;
  like_count: number;
  comment_count: number;
  liked: boolean;
};

/**
 * The order of `feed_items_club_page_idx` (`desc nulls last`, as Drizzle writes `.desc()`): a plain `desc`
 * means `nulls first`, which that index cannot give, and PostgreSQL would sort the whole club instead.
 */
const NEWEST_FIRST = [sql`${feedItems.createdAt} desc nulls last`, sql`${feedItems.id} desc nulls last`];

/** Which match items the viewer sees: all (an administrator), or those whose range admits their category. */
export type MatchFilter = { all: true } | { all: false; strongest: string[]; weakest: string[] };

const p = sql.placeholder;
const a = alias(users, "a");
const img = alias(uploads, "img");
const rangeAdmits = sql`(${feedItems.kind} <> 'match' or ${feedItems.strongestCategory} is null
  or (${feedItems.strongestCategory} = any(${p("strongest")}::text[])
    and ${feedItems.weakestCategory} = any(${p("weakest")}::text[])))`;

type PageShape = { all: boolean; limit: number; offset: number | null };

/** The ids of one page, from `feed_items_club_page_idx` (and its rows' kind and range for a player). */
function pageIds(db: DbOrTx, shape: PageShape) {
  return db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.clubId, p("clubId")),
        isNull(feedItems.removedAt),
        shape.all ? undefined : rangeAdmits,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(literalLimit(shape.limit))
    .offset(shape.offset === null ? p("offset") : literalLimit(shape.offset));
}

const feedFields = {
  id: feedItems.id,
  kind: sql<FeedRow["kind"]>`${feedItems.kind}`,
  created_at: sql<string>`to_char(${feedItems.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  author_username: a.username,
  author_name: sql<string | null>`case when ${a.id} is null then null else ${personName("a")} end`,
  body: feedItems.body,
  image_id: img.id,
  image_key: sql<string | null>`${img.key}::text`,
  match_id: matches.id,
  slug_token: matches.slugToken,
  court_name: courts.name,
  match_date: sql<string | null>`to_char(${bookings.startsAt} at time zone ${clubs.timeZone}, 'YYYY-MM-DD')`,
  match_time: sql<string | null>`to_char(${bookings.startsAt} at time zone ${clubs.timeZone}, 'HH24:MI')`,
  strongest_category: feedItems.strongestCategory,
  weakest_category: feedItems.weakestCategory,
  sets: matchResults.sets,
  winner: matchResults.winner,
  pair_1: matchResults.pair1,
  pair_2: matchResults.pair2,
  players: sql<FeedRow["players"]>`(select json_agg(json_build_object('id', pl.id, 'username', pl.username,
    'name', ${personName("pl")})) from ${users} pl
    where ${matchResults.id} is not null and pl.id = any(${matchResults.pair1} || ${matchResults.pair2}))`,
  like_count: sql<number>`(select count(*)::int from ${feedLikes} l where l.item_id = ${feedItems.id})`,
  comment_count: sql<number>`(select count(*)::int from ${feedComments} fc
    where fc.item_id = ${feedItems.id} and fc.removed_at is null)`,
  liked: sql<boolean>`exists (select 1 from ${feedLikes} l
    where l.item_id = ${feedItems.id} and l.user_id = ${p("viewerId")})`,
};

/** Each item of `page` (a page's ids, or one id) with what the feed shows of it, newest first. */
function feedRows(db: DbOrTx, page: ReturnType<typeof pageIds> | null) {
  const ids = page?.as("page");
  const from = ids ? db.select(feedFields).from(ids).innerJoin(feedItems, eq(feedItems.id, ids.id)) : null;
  return (from ?? db.select(feedFields).from(feedItems))
    .innerJoin(clubs, eq(clubs.id, feedItems.clubId))
    .leftJoin(a, eq(a.id, feedItems.userId))
    .leftJoin(img, eq(img.id, feedItems.imageId))
    .leftJoin(matches, eq(matches.id, feedItems.matchId))
    .leftJoin(bookings, eq(bookings.id, matches.bookingId))
    .leftJoin(courts, eq(courts.id, bookings.courtId))
    .leftJoin(matchResults, eq(matchResults.id, feedItems.resultId))
    .where(ids ? undefined : eq(feedItems.id, p("id")))
    .orderBy(...NEWEST_FIRST);
}

/** Pages read while scrolling down have their OFFSET in the statement's text (see below). */
const LITERAL_PAGES = 5;

/**
 * One page of a club's feed: the page's ids first (deep pages skip index entries, not joined rows), then
 * each item's details, likes and comments for those ids only, the page leading the join so that the
 * generic plan of the prepared statement stays a nested loop over a few rows. One statement per shape.
 * With `offset $n` PostgreSQL costs the generic plan as if it skipped a tenth of the club, finds it dearer
 * than a plan for offset 0, and plans the statement again on every call (2–3 ms); the first pages, which
 * are nearly all the reads, get their offset as a literal (`literalLimit`) and keep their plan.
 */
export function feedPage(
  db: DbOrTx,
  q: { clubId: number; viewerId: number; filter: MatchFilter; limit: number; offset: number },
): Promise<FeedRow[]> {
  const literal = q.offset < LITERAL_PAGES * q.limit;
  const shape = { all: q.filter.all, limit: q.limit, offset: literal ? q.offset : null };
  const name = `feed_page_${shape.all ? "all" : "range"}_${q.limit}_${shape.offset ?? "n"}`;
  const query = preparedOnce(db, name, (name) => feedRows(db, pageIds(db, shape)).prepare(name));
  return query.execute({
    clubId: q.clubId,
    viewerId: q.viewerId,
    ...(literal ? {} : { offset: q.offset }),
    ...(q.filter.all ? {} : { strongest: q.filter.strongest, weakest: q.filter.weakest }),
  }) as Promise<FeedRow[]>;
}

/** One item as the viewer's feed shows it (a post just written). */
export async function feedItemRow(db: DbOrTx, viewerId: number, id: number): Promise<FeedRow | null> {
  const [row] = await feedRows(db, null).execute({ id, viewerId });
  return (row as FeedRow | undefined) ?? null;
}

/** The club and the viewer's category in one round trip (the page's filter needs the category). */
export async function clubAndCategory(db: DbOrTx, clubId: number, viewerId: number) {
  const query = preparedOnce(db, "feed_club_and_category", (name) =>
    db
      .select({
        id: clubs.id,
        name: clubs.name,
        category: sql<
          string | null
        >`(select ${users.category} from ${users} where ${users.id} = ${p("viewerId")})`,
      })
      .from(clubs)
      .where(eq(clubs.id, p("clubId")))
      .prepare(name),
  );
  return (await query.execute({ clubId, viewerId }))[0] ?? null;
}

/** The club a player reads by default: the one they joined last, else the platform's first club. */
export async function defaultClubOf(db: DbOrTx, userId: number) {
  const [member] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(eq(clubMemberships.userId, userId))
    .orderBy(desc(clubMemberships.createdAt))
    .limit(1);
  if (member) return member;
  const [first] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(clubs.id).limit(1);
  return first ?? null;
}

/** A live item of the club; another club's is null, like a missing one. */
export async function liveItemOfClub(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.clubId, clubId), isNull(feedItems.removedAt)));
  return row ?? null;
}

export async function insertPost(
  db: DbOrTx,
  post: { clubId: number; userId: number; body: string; imageId: number | null; now: Date },
) {
  const [row] = await db
    .insert(feedItems)
    .values({ ...post, kind: "post", createdAt: post.now })
    .returning({ id: feedItems.id });
  if (!row) throw new Error("post not stored");
  return row.id;
}

export async function markItemRemoved(db: DbOrTx, clubId: number, id: number, now: Date) {
  const rows = await db
    .update(feedItems)
    .set({ removedAt: now })
    .where(and(eq(feedItems.id, id), eq(feedItems.clubId, clubId), isNull(feedItems.removedAt)))
    .returning({ id: feedItems.id });
  return rows.length > 0;
}
