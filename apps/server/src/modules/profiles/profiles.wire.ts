import type { Profile } from "@club/contract";
import { categoryCode, categoryLabel } from "@club/domain";
import { thumbnailUrl } from "../uploads/upload-urls";
import type { ProfileView } from "./profiles.service";

export function toProfileWire(view: ProfileView): Profile {
  const { row } = view;
  return {
    username: row.username,
    name: row.name,
    lastname: row.lastname,
    photo_url: row.photoKey === null ? null : thumbnailUrl(row.photoKey),
    category: categoryCode(row.category),
    category_label: categoryLabel(row.category),
    category_locked: view.categoryLock,
    category_fixed_by: row.categoryByHand ? row.categoryFixedByName : null,
    side: row.side as Profile["side"],
    club: view.club,
    played: view.played,
    won: view.won,
    points: view.points,
    ranking_position: view.rankingPosition,
    last_results: view.lastResults.map((result) => ({
      match_slug: result.matchSlug,
      date: result.date,
      club_name: result.clubName,
      partner: result.partner,
      rivals: result.rivals,
      sets: result.sets,
      won: result.won,
    })),
    own: view.own,
    private: view.seesPrivate
      ? {
          email: row.email,
          rut: row.rut,
          phone: row.phone,
          hide_phone: row.hidePhone,
          hide_from_ranking: row.hideFromRanking,
        }
      : null,
    phone: row.hidePhone && !view.seesPrivate ? null : row.phone,
  };
}
