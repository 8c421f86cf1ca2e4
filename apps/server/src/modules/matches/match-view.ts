import {
  type CategoryRange,
  categoryCode,
  categoryRangeLabel,
  isPlayerCategory,
  joinSlug,
  MATCH_PLAYERS,
  shortName,
  splitShares,
} from "@club/domain";
import { type BookingView, toBookingView } from "../bookings/booking-view";
import type { MatchWaitlistView } from "../waitlists/match-waitlist.service";
import type { ResultRow } from "./match-results.repository";
import type { LivePlayerRow, MatchRow } from "./matches.repository";

export type CourtSide = "drive" | "reves";

export type MatchPlayerView = {
  username: string;
  /** First name and the initial of the last name: the link is public. */
  name: string;
  category: string;
  side: CourtSide | null;
  booker: boolean;
};

export type MatchView = {
  id: number;
  slug: string;
  booking: BookingView;
  shares: number[];
  range: (CategoryRange & { label: string }) | null;
  openPlaces: number;
  freePlaces: number;
  visibility: "public" | "link";
  players: MatchPlayerView[];
  closed: boolean;
  result: {
    sets: [number, number][];
    winner: 1 | 2;
    pair1: string[];
    pair2: string[];
    reportedBy: string;
    status: "reported" | "confirmed" | "disputed";
  } | null;
  /** A single match's waitlist; null in lists. */
  waitlist: MatchWaitlistView | null;
};

/** The match's range, when it has one (the table keeps both ends or neither). */
export function matchRange(
  row: Pick<MatchRow, "strongestCategory" | "weakestCategory">,
): CategoryRange | null {
  const { strongestCategory: strongest, weakestCategory: weakest } = row;
  return isPlayerCategory(strongest) && isPlayerCategory(weakest) ? { strongest, weakest } : null;
}

export function toMatchView(
  row: MatchRow,
  players: LivePlayerRow[],
  now: Date,
  result: ResultRow | null = null,
  waitlist: MatchWaitlistView | null = null,
): MatchView {
  const usernames = new Map([
    [row.userId, row.bookerUsername],
    ...players.map((player) => [player.userId, player.username] as const),
  ]);
  const named = (ids: number[]) => ids.map((id) => usernames.get(id) ?? "");
  const range = matchRange(row);
  const booker: MatchPlayerView = {
    username: row.bookerUsername,
    name: shortName(row.bookerName, row.bookerLastname),
    category: categoryCode(row.bookerCategory),
    side: row.bookerSide as CourtSide | null,
    booker: true,
  };
  return {
    id: row.id,
    slug: joinSlug(row.slugToken, row.id),
    booking: toBookingView({ ...row, id: row.bookingId, slugToken: row.slugToken }),
    shares: splitShares(row.price, MATCH_PLAYERS),
    range: range && { ...range, label: categoryRangeLabel(range) },
    openPlaces: row.openPlaces,
    freePlaces: Math.max(0, row.openPlaces - players.length),
    visibility: row.visibility as "public" | "link",
    players: [
      booker,
      ...players.map((player) => ({
        username: player.username,
        name: shortName(player.name, player.lastname),
        category: categoryCode(player.category),
        side: player.side as CourtSide | null,
        booker: false,
      })),
    ],
    closed: !row.holdsSlot || row.startsAt.getTime() <= now.getTime(),
    result: result && {
      sets: result.sets,
      winner: result.winner as 1 | 2,
      pair1: named(result.pair1),
      pair2: named(result.pair2),
      reportedBy: named([result.reportedBy])[0] ?? "",
      status: result.status as "reported" | "confirmed" | "disputed",
    },
    waitlist,
  };
}

/** A list's matches, each with its live players and, when given, its result. */
export function toMatchViews(
  rows: MatchRow[],
  players: LivePlayerRow[],
  now: Date,
  results: ResultRow[] = [],
): MatchView[] {
  return rows.map((row) =>
    toMatchView(
      row,
      players.filter((player) => player.matchId === row.id),
      now,
      results.find((result) => result.matchId === row.id) ?? null,
    ),
  );
}
