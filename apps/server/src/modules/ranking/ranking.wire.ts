import type { RankedPlayer } from "@club/contract";
import {
  type CategoryThresholds,
  categoryCode,
  MATCHES_BEFORE_CATEGORY_MOVES,
  shortName,
} from "@club/domain";
import { thumbnailUrl } from "../uploads/upload-urls";
import type { RankingRow } from "./ranking.repository";

export function toRankedPlayerWire(row: RankingRow): RankedPlayer {
  return {
    position: row.position,
    username: row.username,
    // Public, signed in or not: a player is their first name and initial here, as on a match page.
    name: shortName(row.name, row.lastname),
    photo_url: row.photoKey === null ? null : thumbnailUrl(row.photoKey),
    category: categoryCode(row.category),
    points: row.points,
    last_change: row.lastChange,
    played: row.played,
    won: row.won,
  };
}

export function toThresholdsWire(thresholds: CategoryThresholds) {
  return {
    thresholds: [...thresholds].map(([category, minPoints]) => ({
      category: categoryCode(category),
      min_points: minPoints,
    })),
    matches_before_moves: MATCHES_BEFORE_CATEGORY_MOVES,
  };
}
