import type { Match } from "@club/contract";
import { MATCH_PLAYERS } from "@club/domain";

/** What a match's result asks of one of its players. */
export type ResultTask = "report" | "confirm" | "awaiting" | "disputed";

/**
 * What the result of `match` asks of the player `me`: a player of a played (closed) match of four with no
 * result reports it; once reported, a player of the reporting pair waits for the other pair, who confirms
 * it; a disputed one waits for the club. Nothing for a confirmed result, nor for someone not playing.
 */
export function resultTask(match: Match, me: string): ResultTask | null {
  if (!match.players.some((player) => player.username === me)) return null;
  const { result } = match;
  if (!result) return match.closed && match.players.length === MATCH_PLAYERS ? "report" : null;
  if (result.status === "reported") {
    const reporters = result.pair_1.includes(result.reported_by) ? result.pair_1 : result.pair_2;
    return reporters.includes(me) ? "awaiting" : "confirm";
  }
  return result.status === "disputed" ? "disputed" : null;
}
