import { isPlayerCategory, rangeEndsAdmitting } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../http/app-error";
import type { SessionUserRow } from "../../http/session-users";
import { uploadUsableByClub } from "../uploads/uploads.repository";
import {
  clubAndCategory,
  defaultClubOf,
  type FeedRow,
  feedItemRow,
  feedPage,
  insertPost,
  liveItemOfClub,
  type MatchFilter,
  markItemRemoved,
} from "./feed.repository";
import {
  type CommentRow,
  commentRow,
  commentsPage,
  deleteLike,
  insertComment,
  insertLike,
  insertReport,
  likeState,
  liveCommentOfClub,
  markCommentRemoved,
  type ReportRow,
  reportsPage,
} from "./feed-comments.repository";

/** Who acts on the feed: the session's user, and the club they administer, if any. */
export type FeedViewer = Pick<SessionUserRow, "id" | "clubId"> & { role: SessionUserRow["role"] };

const isAdminOf = (viewer: FeedViewer, clubId: number) =>
  viewer.role === "club_administrator" && viewer.clubId === clubId;

const itemNotFound = () => notFound("Publicación no encontrada");
const commentNotFound = () => notFound("Comentario no encontrado");

export type Paged<T> = { rows: T[]; page: number; limit: number; hasMore: boolean };

/** The rows to read for a page: one more than it holds, to tell whether another follows. */
const pageWindow = (page: number, limit: number) => ({ limit: limit + 1, offset: (page - 1) * limit });

/** One row more than the page tells whether another page follows, without counting them all. */
function paged<T>(rows: T[], page: number, limit: number): Paged<T> {
  return { rows: rows.slice(0, limit), page, limit, hasMore: rows.length > limit };
}

/** An administrator sees every open match; a player those whose range admits their category. */
function matchFilterFor(viewer: FeedViewer, clubId: number, category: string | null): MatchFilter {
  if (isAdminOf(viewer, clubId)) return { all: true };
  if (!isPlayerCategory(category)) return { all: false, strongest: [], weakest: [] };
  return { all: false, ...rangeEndsAdmitting(category) };
}

/**
 * A page of a club's news. Without a club: the administrator's own, else the club the player joined last,
 * else the first club, so a new player sees a living club.
 */
export async function clubFeed(
  db: DbOrTx,
  q: { viewer: FeedViewer; clubId?: number; page: number; limit: number },
) {
  const asked = q.clubId ?? (q.viewer.role === "club_administrator" ? q.viewer.clubId : null);
  const clubId = asked ?? (await defaultClubOf(db, q.viewer.id))?.id;
  const club = clubId ? await clubAndCategory(db, clubId, q.viewer.id) : null;
  if (!club) throw notFound("Club no encontrado");
  const rows = await feedPage(db, {
    clubId: club.id,
    viewerId: q.viewer.id,
    filter: matchFilterFor(q.viewer, club.id, club.category),
    ...pageWindow(q.page, q.limit),
  });
  return {
    club: { id: club.id, name: club.name },
    isAdmin: isAdminOf(q.viewer, club.id),
    ...paged(rows, q.page, q.limit),
  };
}

/** An administrator posts to their club's feed; the image must be one the club uploaded (else 404). */
export async function createPost(
  db: DbOrTx,
  input: { clubId: number; userId: number; text: string; imageId?: number; now: Date },
): Promise<FeedRow> {
  if (input.imageId !== undefined && !(await uploadUsableByClub(db, input.clubId, input.imageId))) {
    throw notFound("Imagen no encontrada");
  }
  const id = await insertPost(db, {
    clubId: input.clubId,
    userId: input.userId,
    body: input.text,
    imageId: input.imageId ?? null,
    now: input.now,
  });
  const row = await feedItemRow(db, input.userId, id);
  if (!row) throw itemNotFound();
  return row;
}

export async function removePost(db: DbOrTx, input: { clubId: number; id: number; now: Date }) {
  if (!(await markItemRemoved(db, input.clubId, input.id, input.now))) throw itemNotFound();
}

async function liveItem(db: DbOrTx, clubId: number, id: number) {
  const item = await liveItemOfClub(db, clubId, id);
  if (!item) throw itemNotFound();
  return item;
}

export async function setLike(
  db: DbOrTx,
  input: { clubId: number; itemId: number; userId: number; liked: boolean },
) {
  await liveItem(db, input.clubId, input.itemId);
  const like = { clubId: input.clubId, itemId: input.itemId, userId: input.userId };
  await (input.liked ? insertLike(db, like) : deleteLike(db, like));
  return likeState(db, input.itemId, input.userId);
}

export type CommentView = CommentRow & { canRemove: boolean };

async function liveComment(db: DbOrTx, clubId: number, id: number) {
  const comment = await liveCommentOfClub(db, clubId, id);
  if (!comment) throw commentNotFound();
  return comment;
}

const withRemoval =
  (viewer: FeedViewer, clubId: number) =>
  <R extends CommentRow>(row: R): R & { canRemove: boolean } => ({
    ...row,
    canRemove: row.userId === viewer.id || isAdminOf(viewer, clubId),
  });

export async function itemComments(
  db: DbOrTx,
  q: { viewer: FeedViewer; clubId: number; itemId: number; page: number; limit: number },
): Promise<Paged<CommentView>> {
  await liveItem(db, q.clubId, q.itemId);
  const rows = await commentsPage(db, {
    itemId: q.itemId,
    viewerId: q.viewer.id,
    ...pageWindow(q.page, q.limit),
  });
  return paged(rows.map(withRemoval(q.viewer, q.clubId)), q.page, q.limit);
}

export async function addComment(
  db: DbOrTx,
  input: { viewer: FeedViewer; clubId: number; itemId: number; text: string; now: Date },
): Promise<CommentView> {
  await liveItem(db, input.clubId, input.itemId);
  const id = await insertComment(db, {
    clubId: input.clubId,
    itemId: input.itemId,
    userId: input.viewer.id,
    body: input.text,
    now: input.now,
  });
  const row = await commentRow(db, id, input.viewer.id);
  if (!row) throw commentNotFound();
  return withRemoval(input.viewer, input.clubId)(row);
}

/** Its author removes a comment, or an administrator of its club; another player gets 403. */
export async function removeComment(
  db: DbOrTx,
  input: { viewer: FeedViewer; clubId: number; id: number; now: Date },
) {
  const comment = await liveComment(db, input.clubId, input.id);
  if (comment.userId !== input.viewer.id && !isAdminOf(input.viewer, input.clubId)) {
    throw forbidden("Solo quien escribió el comentario o un administrador del club puede quitarlo");
  }
  await markCommentRemoved(db, comment.id, input.viewer.id, input.now);
}

/** A player reports another's comment once; reporting it again changes nothing. */
export async function reportComment(
  db: DbOrTx,
  input: { viewer: FeedViewer; clubId: number; id: number; reason?: string; now: Date },
) {
  const comment = await liveComment(db, input.clubId, input.id);
  if (comment.userId === input.viewer.id) throw conflict("No puedes reportar tu propio comentario");
  await insertReport(db, {
    clubId: input.clubId,
    commentId: comment.id,
    userId: input.viewer.id,
    reason: input.reason || null,
    now: input.now,
  });
}

export async function commentReports(
  db: DbOrTx,
  q: { viewer: FeedViewer; clubId: number; page: number; limit: number },
): Promise<Paged<ReportRow & { canRemove: boolean }>> {
  const rows = await reportsPage(db, {
    clubId: q.clubId,
    viewerId: q.viewer.id,
    ...pageWindow(q.page, q.limit),
  });
  return paged(rows.map(withRemoval(q.viewer, q.clubId)), q.page, q.limit);
}
