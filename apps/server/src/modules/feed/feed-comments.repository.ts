import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { feedCommentReports, feedComments, feedLikes } from "../../db/schema";
import { isoInstant, personName } from "./feed.repository";

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Liking twice is one like: the primary key (item, user) keeps one row. */
export async function insertLike(db: DbOrTx, like: { clubId: number; itemId: number; userId: number }) {
  await db.insert(feedLikes).values(like).onConflictDoNothing();
}

export async function deleteLike(db: DbOrTx, like: { itemId: number; userId: number }) {
  await db.delete(feedLikes).where(and(eq(feedLikes.itemId, like.itemId), eq(feedLikes.userId, like.userId)));
}

export async function likeState(db: DbOrTx, itemId: number, userId: number) {
  const [row] = rowsOf<{ like_count: number; liked: boolean }>(
    await db.execute(sql`
      select count(*)::int as like_count, coalesce(bool_or(user_id = ${userId}), false) as liked
      from feed_likes where item_id = ${itemId}`),
  );
  return { likeCount: row?.like_count ?? 0, liked: row?.liked ?? false };
}

export async function insertComment(
  db: DbOrTx,
  comment: { clubId: number; itemId: number; userId: number; body: string; now: Date },
) {
  const [row] = await db
    .insert(feedComments)
    .values({ ...comment, createdAt: comment.now })
    .returning({ id: feedComments.id });
  if (!row) throw new Error("comment not stored");
  return row.id;
}

/** A live comment of the club on a live item; another club's is null, like a missing one. */
export async function liveCommentOfClub(db: DbOrTx, clubId: number, id: number) {
  const [row] = rowsOf<{ id: number; user_id: number; item_id: number }>(
    await db.execute(sql`
      select c.id, c.user_id, c.item_id from feed_comments c join feed_items fi on fi.id = c.item_id
      where c.id = ${id} and c.club_id = ${clubId} and c.removed_at is null and fi.removed_at is null`),
  );
  return row ? { id: row.id, userId: row.user_id, itemId: row.item_id } : null;
}

export async function markCommentRemoved(db: DbOrTx, id: number, by: number, now: Date) {
  await db
    .update(feedComments)
    .set({ removedAt: now, removedBy: by })
    .where(and(eq(feedComments.id, id), isNull(feedComments.removedAt)));
}

/** A player reports a comment once: a second report is the same row. */
export async function insertReport(
  db: DbOrTx,
  report: { clubId: number; commentId: number; userId: number; reason: string | null; now: Date },
) {
  const { now, ...values } = report;
  await db
    .insert(feedCommentReports)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing();
}

export type CommentRow = {
  id: number;
  itemId: number;
  userId: number;
  username: string;
  name: string;
  body: string;
  createdAt: string;
  reported: boolean;
};

const commentFields = (viewerId: number) => sql`
  c.id, c.item_id as "itemId", c.user_id as "userId", u.username,
  ${personName("u")} as name, c.body, ${isoInstant("c.created_at")} as "createdAt",
  exists (select 1 from feed_comment_reports r where r.comment_id = c.id and r.user_id = ${viewerId}) as reported`;

/** An item's live comments, oldest first, as a conversation reads. */
export async function commentsPage(
  db: DbOrTx,
  q: { itemId: number; viewerId: number; limit: number; offset: number },
): Promise<CommentRow[]> {
  return rowsOf<CommentRow>(
    await db.execute(sql`
      select ${commentFields(q.viewerId)} from feed_comments c join users u on u.id = c.user_id
      where c.item_id = ${q.itemId} and c.removed_at is null
      order by c.created_at, c.id limit ${q.limit} offset ${q.offset}`),
  );
}

export async function commentRow(db: DbOrTx, id: number, viewerId: number): Promise<CommentRow | null> {
  const [row] = rowsOf<CommentRow>(
    await db.execute(sql`
      select ${commentFields(viewerId)} from feed_comments c join users u on u.id = c.user_id where c.id = ${id}`),
  );
  return row ?? null;
}

export type ReportRow = CommentRow & { reportCount: number; lastReportedAt: string; reasons: string[] };

/** The club's reported comments still published, the latest report first. */
export async function reportsPage(
  db: DbOrTx,
  q: { clubId: number; viewerId: number; limit: number; offset: number },
): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(
    await db.execute(sql`
      with reported as (
        select r.comment_id, count(*)::int as report_count, max(r.created_at) as last_at,
          coalesce(array_agg(r.reason order by r.created_at desc) filter (where r.reason <> ''), '{}') as reasons
        from feed_comment_reports r where r.club_id = ${q.clubId} group by r.comment_id
      )
      select ${commentFields(q.viewerId)}, reported.report_count as "reportCount", reported.reasons,
        ${isoInstant("reported.last_at")} as "lastReportedAt"
      from reported join feed_comments c on c.id = reported.comment_id join users u on u.id = c.user_id
      join feed_items fi on fi.id = c.item_id
      where c.removed_at is null and fi.removed_at is null
      order by reported.last_at desc, c.id desc limit ${q.limit} offset ${q.offset}`),
  );
}
