import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, clubs, feedItems, users } from "../../db/schema";

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

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

/** Which match items the viewer sees: all (an administrator), or those whose range admits their category. */
export type MatchFilter = { all: true } | { all: false; strongest: string[]; weakest: string[] };

function matchFilterSql(filter: MatchFilter): SQL {
  if (filter.all) return sql`true`;
  return sql`(fi.kind <> 'match' or fi.strongest_category is null
    or (fi.strongest_category = any(${sql.param(filter.strongest)}::text[]) and fi.weakest_category = any(${sql.param(filter.weakest)}::text[])))`;
}

/**
 * One page of a club's feed: the page's ids come first from `feed_items_club_page_idx` alone (deep pages
 * skip index entries, not joined rows), then each item's details, likes and comments for those ids only.
 */
export function feedPage(
  db: DbOrTx,
  q: { clubId: number; viewerId: number; filter: MatchFilter; limit: number; offset: number },
): Promise<FeedRow[]> {
  return feedRows(
    db,
    q.viewerId,
    sql`select fi.id from ${feedItems} fi
      where fi.club_id = ${q.clubId} and fi.removed_at is null and ${matchFilterSql(q.filter)}
      order by fi.created_at desc, fi.id desc
      limit ${q.limit} offset ${q.offset}`,
  );
}

/** One item as the viewer's feed shows it (a post just written). */
export async function feedItemRow(db: DbOrTx, viewerId: number, id: number): Promise<FeedRow | null> {
  return (await feedRows(db, viewerId, sql`select ${id}::int as id`))[0] ?? null;
}

async function feedRows(db: DbOrTx, viewerId: number, page: SQL): Promise<FeedRow[]> {
  const result = await db.execute(sql`
    with page as (${page})
    select fi.id, fi.kind, ${isoInstant("fi.created_at")} as created_at,
      a.username as author_username, case when a.id is null then null else ${personName("a")} end as author_name,
      fi.body, img.id as image_id, img.key::text as image_key,
      m.id as match_id, m.slug_token, c.court_name,
      to_char(b.starts_at at time zone cl.time_zone, 'YYYY-MM-DD') as match_date,
      to_char(b.starts_at at time zone cl.time_zone, 'HH24:MI') as match_time,
      fi.strongest_category, fi.weakest_category,
      r.sets, r.winner, r.pair_1, r.pair_2,
      (select json_agg(json_build_object('id', p.id, 'username', p.username, 'name', ${personName("p")}))
        from ${users} p where r.id is not null and p.id = any(r.pair_1 || r.pair_2)) as players,
      (select count(*)::int from feed_likes l where l.item_id = fi.id) as like_count,
      (select count(*)::int from feed_comments fc where fc.item_id = fi.id and fc.removed_at is null) as comment_count,
      exists (select 1 from feed_likes l where l.item_id = fi.id and l.user_id = ${viewerId}) as liked
    from page join ${feedItems} fi on fi.id = page.id
    join ${clubs} cl on cl.id = fi.club_id
    left join ${users} a on a.id = fi.user_id
    left join uploads img on img.id = fi.image_id
    left join matches m on m.id = fi.match_id
    left join bookings b on b.id = m.booking_id
    left join courts c on c.id = b.court_id
    left join match_results r on r.id = fi.result_id
    order by fi.created_at desc, fi.id desc`);
  return rowsOf<FeedRow>(result);
}

export async function findClub(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club ?? null;
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

export async function userCategory(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ category: users.category }).from(users).where(eq(users.id, userId));
  return row?.category ?? null;
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
