import {
  type CategoryThresholds,
  categoryOfCode,
  categoryThresholdsProblem,
  type PlayerCategory,
  pageInfo,
} from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/app-error";
import { bookingClubOrThrow } from "../bookings/booking-day";
import { isMemberOf } from "../users/users.repository";
import { placeCategory, rankingPage, replaceThresholds, thresholdsOf } from "./ranking.repository";

/** A page of a club with GoMatch's ranking, of one category when a code is given. */
export async function ranking(
  db: DbOrTx,
  q: { clubId: number; categoryCode?: string; page: number; limit: number },
) {
  const club = await bookingClubOrThrow(db, q.clubId);
  const category = q.categoryCode === undefined ? null : categoryOfCode(q.categoryCode);
  const { rows, total } = await rankingPage(db, {
    clubId: club.id,
    category,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { rows, pagination: pageInfo(q.page, q.limit, total) };
}

const asThresholds = (rows: { category: string; minPoints: number }[]): CategoryThresholds =>
  new Map(rows.map((row) => [row.category as PlayerCategory, row.minPoints]));

export async function clubThresholds(db: DbOrTx, clubId: number): Promise<CategoryThresholds> {
  return asThresholds(await thresholdsOf(db, clubId));
}

/** The club's thresholds replaced as a whole, when they rise towards the strongest category. */
export async function setClubThresholds(
  db: Db,
  clubId: number,
  wanted: { categoryCode: string; minPoints: number }[],
): Promise<CategoryThresholds> {
  const rows = wanted.map((each) => ({
    category: categoryOfCode(each.categoryCode) as PlayerCategory,
    minPoints: each.minPoints,
  }));
  const thresholds = asThresholds(rows);
  const problem = categoryThresholdsProblem(thresholds);
  if (problem) throw badRequest("thresholds", problem);
  await db.transaction((tx) => replaceThresholds(tx, clubId, rows));
  return thresholds;
}

/**
 * An administrator places a member of their club in a category by hand (results no longer move it), or
 * gives the category back to the thresholds. Anyone who is not a member of the club is 404. A player has
 * one category across clubs: while one club holds it fixed, another cannot change it (409).
 */
export async function placePlayer(
  db: DbOrTx,
  input: { clubId: number; userId: number; categoryCode: string | null; byHand: boolean },
) {
  if (!(await isMemberOf(db, input.clubId, input.userId))) throw notFound("Jugador no encontrado");
  const category = input.categoryCode === null ? null : categoryOfCode(input.categoryCode);
  if (
    !(await placeCategory(db, { userId: input.userId, clubId: input.clubId, category, byHand: input.byHand }))
  ) {
    throw conflict("Otro club fijó la categoría de este jugador: solo ese club puede cambiarla");
  }
  return { category, byHand: input.byHand };
}
