import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { enqueueJob } from "../jobs/job-types";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { takesPlayers } from "./match-offers.service";
import { markReminded, reminderHoursOf } from "./match-reminder.repository";
import { matchLink, matchPlaceText } from "./match-texts";
import { findWaitlistMatch, livePlayerIds, type WaitlistMatch } from "./match-waitlist.repository";
import { tellPlayers } from "./player-notices";
import { JOB_GRACE_MS, matchReminderJob } from "./waitlist.jobs";

const HOUR_MS = 3_600_000;

/**
 * A match just opened: its reminder is owed at the club's hours before the start, in the caller's
 * transaction. None when the club turned reminders off (0) or that moment is already past.
 */
export async function scheduleMatchReminder(
  tx: DbOrTx,
  q: { clubId: number; matchId: number; startsAt: Date; now: Date },
) {
  const hours = await reminderHoursOf(tx, q.clubId);
  if (hours === 0) return;
  const remindAt = new Date(q.startsAt.getTime() - hours * HOUR_MS);
  if (remindAt.getTime() <= q.now.getTime()) return;
  await enqueueJob(
    tx,
    matchReminderJob,
    { clubId: q.clubId, matchId: q.matchId, remindAt: remindAt.toISOString() },
    { runAt: new Date(remindAt.getTime() + JOB_GRACE_MS), key: `match-reminder:${q.matchId}` },
  );
}

function notFullNotice(match: WaitlistMatch, free: number) {
  const missing = free === 1 ? "falta 1 jugador" : `faltan ${free} jugadores`;
  return {
    type: PLAYER_NOTICE_TYPES.notFull,
    title: "Tu partido aún no está completo",
    message: `${matchPlaceText(match)}: ${missing}. Comparte el enlace para completarlo.`,
    link: matchLink(match),
  };
}

/**
 * The reminder's moment: if the match still takes players and has free places, the booker and the
 * players who joined hear it in the app and by e-mail, once (match_reminders), however often the job runs.
 * The club turning reminders off afterwards (0) stops it too.
 */
export async function remindMatch(
  deps: Pick<AppContext, "db" | "now">,
  job: { matchId: number; remindAt: string },
) {
  const now = deps.now();
  // Before its moment only when the app's clock is behind the database's: nothing is owed yet.
  if (now.getTime() < new Date(job.remindAt).getTime()) return;
  await deps.db.transaction(async (tx) => {
    const match = await findWaitlistMatch(tx, job.matchId, now);
    if (!match || match.reminderHours === 0 || !takesPlayers(match, now)) return;
    const players = await livePlayerIds(tx, match.id);
    const free = match.openPlaces - players.length;
    if (free <= 0) return;
    if (!(await markReminded(tx, { matchId: match.id, clubId: match.clubId }))) return;
    const booker = match.bookerId === null ? [] : [match.bookerId];
    await tellPlayers(tx, match.clubId, [...booker, ...players], notFullNotice(match, free));
  });
}
