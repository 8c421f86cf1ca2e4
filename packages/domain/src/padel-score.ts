/**
 * A padel result by sets: each set as the games of pair 1 and pair 2 ([6, 4]); a deciding third set played
 * as a super tie-break as its points ([10, 8]).
 */
export type PadelSet = readonly [number, number];

export type PadelPair = 1 | 2;

/** Why a result is not a padel result; `set` counts from 1. */
export type PadelResultProblem =
  | { code: "set_count" }
  | { code: "set_score"; set: number }
  | { code: "super_tiebreak_score"; set: number }
  | { code: "played_after_decided"; set: number }
  | { code: "undecided" };

export type PadelResultCheck = { ok: true; winner: PadelPair } | { ok: false; problem: PadelResultProblem };

const isGames = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Sets to 6 games by two, 7–5, or 7–6 after a tie-break at 6–6. */
function isSetScore(winner: number, loser: number): boolean {
  return (winner === 6 && loser <= 4) || (winner === 7 && (loser === 5 || loser === 6));
}

/** A super tie-break to 10 points, by two: 10–8, then 11–9, 12–10… */
function isSuperTieBreakScore(winner: number, loser: number): boolean {
  return winner - loser >= 2 && (winner === 10 || (winner > 10 && winner - loser === 2));
}

/**
 * Best of three sets; the third may be a super tie-break (a score past 7 games says it is one). Answers the
 * winning pair, or the first problem found.
 */
export function checkPadelResult(sets: readonly PadelSet[]): PadelResultCheck {
  if (sets.length < 2 || sets.length > 3) return { ok: false, problem: { code: "set_count" } };
  const won = { 1: 0, 2: 0 };
  for (const [index, [pair1, pair2]] of sets.entries()) {
    const set = index + 1;
    if (won[1] === 2 || won[2] === 2) return { ok: false, problem: { code: "played_after_decided", set } };
    if (!isGames(pair1) || !isGames(pair2)) return { ok: false, problem: { code: "set_score", set } };
    const winner = Math.max(pair1, pair2);
    const loser = Math.min(pair1, pair2);
    if (set === 3 && winner > 7) {
      if (!isSuperTieBreakScore(winner, loser)) {
        return { ok: false, problem: { code: "super_tiebreak_score", set } };
      }
    } else if (!isSetScore(winner, loser)) {
      return { ok: false, problem: { code: "set_score", set } };
    }
    won[pair1 > pair2 ? 1 : 2] += 1;
  }
  if (won[1] < 2 && won[2] < 2) return { ok: false, problem: { code: "undecided" } };
  return { ok: true, winner: won[1] === 2 ? 1 : 2 };
}

/** The problem in words for players, in Spanish. */
export function padelResultMessage(problem: PadelResultProblem): string {
  switch (problem.code) {
    case "set_count":
      return "Un partido de pádel se juega a dos o tres sets.";
    case "set_score":
      return `El set ${problem.set} no es un marcador de pádel: se gana 6–0 a 6–4, 7–5 o 7–6.`;
    case "super_tiebreak_score":
      return `El súper tie-break del set ${problem.set} se gana a 10 puntos, por dos de diferencia.`;
    case "played_after_decided":
      return `El set ${problem.set} sobra: el partido ya estaba ganado.`;
    case "undecided":
      return "Ninguna pareja ganó dos sets.";
  }
}

/** The result as players write it: "6–4, 3–6, 10–8". */
export function formatPadelResult(sets: readonly (readonly number[])[]): string {
  return sets.map(([pair1, pair2]) => `${pair1}–${pair2}`).join(", ");
}
