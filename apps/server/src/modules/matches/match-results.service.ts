import { checkPadelResult, MATCH_PLAYERS, type PadelSet, padelResultMessage } from "@club/domain";
import { type Db, pgErrorOf, type Tx, UNIQUE_VIOLATION } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { moveRatings } from "../ranking/rating-moves.service";
import { noticeConfirmedResult, noticeDisputedResult, noticeReportedResult } from "./match-notices";
import {
  answerResult,
  deleteResult,
  disputedMatchIds,
  insertResult,
  lockResult,
  type ResultRow,
  settleResultRow,
} from "./match-results.repository";
import { type MatchView, toMatchView } from "./match-view";
import { livePlayersOf, lockMatch } from "./matches.repository";
import { matchBySlug, viewOf } from "./matches.service";

const PAIRS_MESSAGE = "Las parejas deben ser los cuatro jugadores del partido, cada uno una vez";

/**
 * A player of the match reports its result, by sets, once it has started: only a match of four players
 * in the app (a guest has no rating), each of them in one of the two pairs. One result per match (409).
 */
export async function reportResult(
  db: Db,
  input: { userId: number; slug: string; sets: PadelSet[]; pair1: string[]; pair2: string[]; now: Date },
): Promise<MatchView> {
  const row = await matchBySlug(db, input.slug, input.now);
  const players = await livePlayersOf(db, [row.id]);
  const ids = new Map([
    [row.bookerUsername, row.userId as number],
    ...players.map((player) => [player.username, player.userId] as const),
  ]);
  if (![...ids.values()].includes(input.userId))
    throw conflict("Solo los jugadores del partido anotan su resultado");
  if (ids.size !== MATCH_PLAYERS)
    throw conflict("Solo se anotan resultados de partidos con sus cuatro jugadores en la app");
  if (!row.holdsSlot) throw conflict("Este partido no se jugó: su reserva ya no tiene la cancha");
  if (row.startsAt.getTime() > input.now.getTime()) throw conflict("El partido todavía no se juega");
  const named = [...input.pair1, ...input.pair2];
  if (new Set(named).size !== 4 || !named.every((username) => ids.has(username))) {
    throw badRequest("pair_1", PAIRS_MESSAGE);
  }
  const check = checkPadelResult(input.sets);
  if (!check.ok) throw badRequest("sets", padelResultMessage(check.problem));
  const idsOf = (pair: string[]) => pair.map((username) => ids.get(username) as number);
  const [pair1, pair2] = [idsOf(input.pair1), idsOf(input.pair2)];
  const view = toMatchView(row, players, input.now);
  const reporter = view.players.find((player) => ids.get(player.username) === input.userId);
  await db
    .transaction(async (tx) => {
      await insertResult(tx, {
        clubId: row.clubId,
        matchId: row.id,
        sets: input.sets.map(([a, b]) => [a, b]),
        pair1,
        pair2,
        winner: check.winner,
        reportedBy: input.userId,
        reportedAt: input.now,
      });
      await noticeReportedResult(
        tx,
        { clubId: row.clubId, view, reporter: reporter?.name ?? "", sets: input.sets },
        pair1.includes(input.userId) ? pair2 : pair1,
      );
    })
    .catch((error: unknown) => {
      if (pgErrorOf(error)?.code === UNIQUE_VIOLATION)
        throw conflict("El resultado de este partido ya fue anotado");
      throw error;
    });
  return viewOf(db, row.id, input.now);
}

/**
 * A player of the other pair confirms the reported result, which moves the four players' ratings once
 * (the result's row lock orders two answers, and the second finds it answered), or disputes it for the
 * club to settle.
 */
export async function answerReportedResult(
  db: Db,
  input: { userId: number; slug: string; agree: boolean; now: Date },
): Promise<MatchView> {
  const row = await matchBySlug(db, input.slug, input.now);
  await db.transaction(async (tx) => {
    await lockMatch(tx, row.id);
    const result = await lockResult(tx, row.id);
    if (!result) throw conflict("Todavía nadie anota el resultado de este partido");
    if (result.status !== "reported") throw conflict("Este resultado ya fue respondido");
    if (![...result.pair1, ...result.pair2].includes(input.userId)) {
      throw conflict("Solo los jugadores de este partido responden su resultado");
    }
    const otherPair = result.pair1.includes(result.reportedBy) ? result.pair2 : result.pair1;
    if (!otherPair.includes(input.userId)) throw conflict("Lo confirma un jugador de la otra pareja");
    const answer = { answeredBy: input.userId, answeredAt: input.now };
    if (!input.agree) {
      await answerResult(tx, result.id, { status: "disputed", ...answer });
      await noticeDisputedResult(tx, row.clubId, toMatchView(row, [], input.now));
      return;
    }
    await answerResult(tx, result.id, { status: "confirmed", ...answer });
    await moveRatingsBy(tx, row.clubId, result, result.winner as 1 | 2, input.now);
    await noticeConfirmedResult(
      tx,
      {
        clubId: row.clubId,
        view: toMatchView(row, [], input.now),
        pairs: [result.pair1, result.pair2],
        sets: result.sets,
        winner: result.winner as 1 | 2,
      },
      input.userId,
    );
  });
  return viewOf(db, row.id, input.now);
}

/** The four players' ratings move by a confirmed result (its pairs, and the pair that won). */
function moveRatingsBy(tx: Tx, clubId: number, result: ResultRow, winner: 1 | 2, now: Date) {
  const [winners, losers] = winner === 1 ? [result.pair1, result.pair2] : [result.pair2, result.pair1];
  return moveRatings(tx, {
    clubId,
    winners: winners as [number, number],
    losers: losers as [number, number],
    now,
  });
}

/** The club's matches whose result its players dispute, for an administrator to settle. */
export async function disputedResults(db: Db, clubId: number, now: Date): Promise<MatchView[]> {
  const ids = await disputedMatchIds(db, clubId);
  return Promise.all(ids.map((id) => viewOf(db, id, now)));
}

/**
 * A club administrator settles a disputed result: confirms it, with the sets corrected when given (the
 * pairs stay as reported), which moves the ranking once; or annuls it, so the players report it again.
 * Another club's match is 404; a result not in dispute is 409.
 */
export async function settleResult(
  db: Db,
  input: {
    clubId: number;
    adminId: number;
    slug: string;
    decision: "confirm" | "annul";
    sets?: PadelSet[];
    now: Date;
  },
): Promise<MatchView> {
  const row = await matchBySlug(db, input.slug, input.now);
  if (row.clubId !== input.clubId) throw notFound("Partido no encontrado");
  await db.transaction(async (tx) => {
    await lockMatch(tx, row.id);
    const result = await lockResult(tx, row.id);
    if (result?.status !== "disputed") throw conflict("Este partido no tiene un resultado en disputa");
    if (input.decision === "annul") {
      await deleteResult(tx, result.id);
      return;
    }
    let winner = result.winner as 1 | 2;
    let sets = result.sets;
    if (input.sets) {
      const check = checkPadelResult(input.sets);
      if (!check.ok) throw badRequest("sets", padelResultMessage(check.problem));
      winner = check.winner;
      sets = input.sets.map(([a, b]) => [a, b]);
    }
    await settleResultRow(tx, result.id, { settledBy: input.adminId, settledAt: input.now, sets, winner });
    await moveRatingsBy(tx, row.clubId, result, winner, input.now);
    await noticeConfirmedResult(tx, {
      clubId: row.clubId,
      view: toMatchView(row, [], input.now),
      pairs: [result.pair1, result.pair2],
      sets,
      winner,
    });
  });
  return viewOf(db, row.id, input.now);
}
