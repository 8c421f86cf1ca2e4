import type { FeedComment, FeedItem, FeedReport } from "@club/contract";
import { categoryRangeLabel, isPlayerCategory, joinSlug } from "@club/domain";
import { imageRefOf } from "../uploads/upload-urls";
import type { FeedRow } from "./feed.repository";
import type { CommentView, Paged } from "./feed.service";
import type { ReportRow } from "./feed-comments.repository";

function rangeLabel({ strongest_category: strongest, weakest_category: weakest }: FeedRow) {
  return isPlayerCategory(strongest) && isPlayerCategory(weakest)
    ? categoryRangeLabel({ strongest, weakest })
    : null;
}

function matchOf(row: FeedRow): FeedItem["match"] {
  if (row.match_id === null || row.slug_token === null) return null;
  return {
    slug: joinSlug(row.slug_token, row.match_id),
    court_name: row.court_name ?? "",
    date: row.match_date ?? "",
    start_time: row.match_time ?? "",
    category_range: rangeLabel(row),
  };
}

function resultOf(row: FeedRow): FeedItem["result"] {
  if (row.kind !== "result" || row.sets === null || row.pair_1 === null || row.pair_2 === null) return null;
  const players = new Map((row.players ?? []).map((p) => [p.id, { username: p.username, name: p.name }]));
  const pair = (ids: number[]) => ids.flatMap((id) => players.get(id) ?? []);
  return {
    sets: row.sets.map(([a, b]) => [a, b] as [number, number]),
    winner_pair: row.winner === 2 ? 2 : 1,
    pair_1: pair(row.pair_1),
    pair_2: pair(row.pair_2),
  };
}

export function toFeedItemWire(row: FeedRow): FeedItem {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at,
    author:
      row.author_username === null ? null : { username: row.author_username, name: row.author_name ?? "" },
    text: row.body,
    image: imageRefOf({ id: row.image_id, key: row.image_key }),
    match: row.kind === "match" || row.kind === "result" ? matchOf(row) : null,
    result: resultOf(row),
    like_count: row.like_count,
    comment_count: row.comment_count,
    liked: row.liked,
  };
}

export const toCommentWire = (row: CommentView): FeedComment => ({
  id: row.id,
  item_id: row.itemId,
  author: { username: row.username, name: row.name },
  text: row.body,
  created_at: row.createdAt,
  can_remove: row.canRemove,
  reported: row.reported,
});

export const toReportWire = (row: ReportRow & { canRemove: boolean }): FeedReport => ({
  comment: toCommentWire(row),
  report_count: row.reportCount,
  last_reported_at: row.lastReportedAt,
  reasons: row.reasons,
});

export const pageWire = <T>(page: Paged<T>) => ({
  page: page.page,
  limit: page.limit,
  has_more: page.hasMore,
});
