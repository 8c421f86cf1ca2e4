import {
  type CategoryRange,
  categoryRangeLabel,
  isInCategoryRange,
  isPlayerCategory,
  readSlug,
} from "@club/domain";
import type { AppContext } from "../../context";
import { type Db, type DbOrTx, pgErrorOf, type Tx, UNIQUE_VIOLATION } from "../../db/client";
import { AppError, conflict, notFound } from "../../http/app-error";
import { isEmailConfirmed } from "../users/users.repository";
import { liveOffer, offerFreePlaces, takesPlayers } from "./match-offers.service";
import { clockTime } from "./match-texts";
import {
  deleteOfferedEntry,
  deleteWaitlistEntry,
  findWaitlistMatch,
  insertWaitlistEntry,
  livePlayerIds,
  lockWaitlistMatch,
  type WaitlistMatch,
  waitlistOf,
} from "./match-waitlist.repository";
import { categoryOf } from "./waitlist-people.repository";

export type MatchWaitlistView = {
  waiting: number;
  heldPlaces: number;
  mine: { place: number; offer: { endsAt: Date; endTime: string } | null } | null;
};

const matchNotFound = () => notFound("Partido no encontrado");
const ALREADY_WAITING = "Ya estás en la lista de espera de este partido";

/** The line as its page shows it at `now`, with the viewer's place and offer when they are in it. */
export async function matchWaitlistView(
  db: DbOrTx,
  q: { matchId: number; timeZone: string; viewerId: number | null; now: Date },
): Promise<MatchWaitlistView> {
  // An offer that ran out is gone from the line, even before its job takes the row away.
  const line = (await waitlistOf(db, q.matchId)).filter(
    (entry) => entry.offeredUntil === null || liveOffer(entry, q.now),
  );
  const index = line.findIndex((entry) => entry.userId === q.viewerId);
  const mine = line[index];
  return {
    waiting: line.length,
    heldPlaces: line.filter((entry) => entry.offeredUntil !== null).length,
    mine: mine
      ? {
          place: index + 1,
          offer: mine.offeredUntil && {
            endsAt: mine.offeredUntil,
            endTime: clockTime(mine.offeredUntil, q.timeZone),
          },
        }
      : null,
  };
}

/** The match a public identifier names (a wrong token is 404 like a missing match). */
async function matchIdOf(db: DbOrTx, slug: string, now: Date): Promise<number> {
  const parts = readSlug(slug);
  const match = parts && (await findWaitlistMatch(db, parts.id, now));
  if (!parts || !match || match.slugToken !== parts.token) throw matchNotFound();
  return match.id;
}

const rangeOf = (match: WaitlistMatch): CategoryRange | null =>
  isPlayerCategory(match.strongestCategory) && isPlayerCategory(match.weakestCategory)
    ? { strongest: match.strongestCategory, weakest: match.weakestCategory }
    : null;

/** Who may wait: someone who could join, were a place free for them (409 in words otherwise). */
async function checkCouldJoin(tx: DbOrTx, match: WaitlistMatch, userId: number, now: Date) {
  if (!takesPlayers(match, now)) throw conflict("Este partido ya no recibe jugadores");
  const players = await livePlayerIds(tx, match.id);
  if (match.bookerId === userId || players.includes(userId)) throw conflict("Ya estás en este partido");
  const range = rangeOf(match);
  const category = await categoryOf(tx, userId);
  if (range && !(isPlayerCategory(category) && isInCategoryRange(category, range))) {
    throw conflict(`La lista de espera es para quienes pueden jugarlo: ${categoryRangeLabel(range)}`);
  }
  const line = await waitlistOf(tx, match.id);
  if (line.some((entry) => entry.userId === userId)) throw conflict(ALREADY_WAITING);
  const held = line.filter((entry) => liveOffer(entry, now)).length;
  if (match.openPlaces - players.length - held > 0) {
    throw conflict("El partido tiene un cupo libre: únete directamente");
  }
}

/** `work` on the match under its lock (the one join_match takes); the match as locked. */
function underMatchLock(
  db: Db,
  id: number,
  now: Date,
  work: (tx: Tx, match: WaitlistMatch) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const locked = await lockWaitlistMatch(tx, id, now);
    if (!locked) throw matchNotFound();
    await work(tx, locked);
    return locked;
  });
}

/**
 * A player who could join a full match waits for a place, under the match's lock (the one join_match
 * takes); one entry per player (match_waitlist_player_idx settles two requests at once).
 */
export async function joinMatchWaitlist(
  db: Db,
  input: { userId: number; slug: string; now: Date },
): Promise<MatchWaitlistView> {
  const id = await matchIdOf(db, input.slug, input.now);
  if (!(await isEmailConfirmed(db, input.userId))) {
    throw new AppError(
      "EMAIL_NOT_CONFIRMED",
      "Confirma tu correo para esperar un cupo: abre el enlace que te enviamos al crear tu cuenta.",
    );
  }
  const match = await underMatchLock(db, id, input.now, async (tx, locked) => {
    await checkCouldJoin(tx, locked, input.userId, input.now);
    await insertWaitlistEntry(tx, { clubId: locked.clubId, matchId: id, userId: input.userId });
  }).catch((error: unknown) => {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(ALREADY_WAITING);
    throw error;
  });
  return matchWaitlistView(db, {
    matchId: id,
    timeZone: match.timeZone,
    viewerId: input.userId,
    now: input.now,
  });
}

/** A player leaves the line; a place kept for them passes at once to the next. */
export async function leaveMatchWaitlist(
  db: Db,
  input: { userId: number; slug: string; now: Date },
): Promise<MatchWaitlistView> {
  const id = await matchIdOf(db, input.slug, input.now);
  const match = await underMatchLock(db, id, input.now, async (tx, locked) => {
    const left = await deleteWaitlistEntry(tx, { matchId: id, userId: input.userId });
    if (!left) throw conflict("No estás en la lista de espera de este partido");
    if (liveOffer(left, input.now)) await offerFreePlaces(tx, locked, input.now);
  });
  return matchWaitlistView(db, {
    matchId: id,
    timeZone: match.timeZone,
    viewerId: input.userId,
    now: input.now,
  });
}

/**
 * An offer's end (its job): under the match's lock, if the player has not taken the place (their entry is
 * still there with that end), they leave the line and the place goes to the next.
 */
export async function endOffer(
  deps: Pick<AppContext, "db" | "now">,
  job: { matchId: number; entryId: number; offeredUntil: string },
) {
  const now = deps.now();
  const offeredUntil = new Date(job.offeredUntil);
  // Before its end only when the app's clock is behind the database's: the offer still runs.
  if (now.getTime() < offeredUntil.getTime()) return;
  await deps.db.transaction(async (tx) => {
    const match = await lockWaitlistMatch(tx, job.matchId, now);
    if (!match) return;
    if (!(await deleteOfferedEntry(tx, { id: job.entryId, offeredUntil }))) return;
    await offerFreePlaces(tx, match, now);
  });
}
