import type { Tx } from "../../db/client";
import { conflict } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { clockTime, matchLink, matchPlaceText } from "./match-texts";
import {
  deleteWaitlistEntry,
  livePlayerIds,
  lockWaitlistMatch,
  setOffer,
  type WaitlistEntry,
  type WaitlistMatch,
  waitlistOf,
} from "./match-waitlist.repository";
import { tellPlayers } from "./player-notices";
import { JOB_GRACE_MS, waitlistOfferEndJob } from "./waitlist.jobs";

/** An offer still running at `now`: its place is kept for that player alone. */
export const liveOffer = (entry: WaitlistEntry, now: Date) =>
  entry.offeredUntil !== null && entry.offeredUntil.getTime() > now.getTime();

/** Whether the match still takes players: its booking holds the court and it has not started. */
export const takesPlayers = (match: WaitlistMatch, now: Date) =>
  match.holdsSlot && match.startsAt.getTime() > now.getTime();

function offerNotice(match: WaitlistMatch, until: Date) {
  return {
    type: PLAYER_NOTICE_TYPES.offer,
    title: "Se liberó un cupo en el partido que esperas",
    message: `${matchPlaceText(match)}. Te guardamos el cupo hasta las ${clockTime(until, match.timeZone)}: únete antes de esa hora o pasará al siguiente de la lista.`,
    link: matchLink(match),
  };
}

/**
 * Under the match's lock: each free place nobody holds goes, as an offer, to the next of the line without
 * one, first come first served, for the club's minutes (never past the start). The player hears of it in
 * the app and by e-mail, and a job at its end passes it on if they did not take it.
 */
export async function offerFreePlaces(tx: Tx, match: WaitlistMatch, now: Date) {
  if (!takesPlayers(match, now)) return;
  const players = await livePlayerIds(tx, match.id);
  const line = await waitlistOf(tx, match.id);
  const held = line.filter((entry) => liveOffer(entry, now)).length;
  const unheld = match.openPlaces - players.length - held;
  if (unheld <= 0) return;
  const next = line.filter((entry) => entry.offeredUntil === null).slice(0, unheld);
  for (const entry of next) {
    const until = new Date(Math.min(now.getTime() + match.offerMinutes * 60_000, match.startsAt.getTime()));
    await setOffer(tx, { id: entry.id, offeredUntil: until });
    await tellPlayers(tx, match.clubId, [entry.userId], offerNotice(match, until));
    await enqueueJob(
      tx,
      waitlistOfferEndJob,
      { clubId: match.clubId, matchId: match.id, entryId: entry.id, offeredUntil: until.toISOString() },
      { runAt: new Date(until.getTime() + JOB_GRACE_MS), key: `waitlist-offer:${entry.id}` },
    );
  }
}

/** A player left the match (its row is locked by the caller): the place goes to the waitlist. */
export async function offerLeftPlace(tx: Tx, matchId: number, now: Date) {
  const match = await lockWaitlistMatch(tx, matchId, now);
  if (match) await offerFreePlaces(tx, match, now);
}

/**
 * Before a player takes a free place, under the match's lock: places kept for others on the waitlist are
 * not free for them (409); a player of the line who takes one leaves the line.
 */
export async function takePlaceOverWaitlist(
  tx: Tx,
  q: { matchId: number; userId: number; freePlaces: number; now: Date },
) {
  const line = await waitlistOf(tx, q.matchId);
  const heldForOthers = line.filter((entry) => entry.userId !== q.userId && liveOffer(entry, q.now)).length;
  if (q.freePlaces - heldForOthers <= 0) {
    throw conflict(
      "El cupo libre está guardado por unos minutos para quien sigue en la lista de espera. Únete a la lista y te avisamos si queda para ti.",
    );
  }
  await deleteWaitlistEntry(tx, { matchId: q.matchId, userId: q.userId });
}
