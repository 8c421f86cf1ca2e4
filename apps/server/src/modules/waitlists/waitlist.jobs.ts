import { z } from "zod";
import { jobType } from "../jobs/job-types";

/** A freed place kept for the first of a match's waitlist runs out: it passes to the next in line. */
export const waitlistOfferEndJob = jobType(
  "waitlist-offer-end",
  z.object({
    clubId: z.number().int(),
    matchId: z.number().int(),
    entryId: z.number().int(),
    // The end the offer was given (ISO 8601): an entry offered again later is another job's.
    offeredUntil: z.string(),
  }),
);

/** The club's hours before a match: if it still has free places, its players hear it. */
export const matchReminderJob = jobType(
  "match-reminder",
  // Its moment (ISO 8601), the club's hours before the start when the match was opened.
  z.object({ clubId: z.number().int(), matchId: z.number().int(), remindAt: z.string() }),
);

/** A player's notice, by e-mail: the same words as the one in their inbox, with its link. */
export const playerNoticeMailJob = jobType(
  "player-notice-mail",
  z.object({ userId: z.number().int(), title: z.string(), message: z.string(), link: z.string() }),
);

/**
 * A job runs once its moment has passed by the database's clock; these few seconds more make sure it has
 * passed by the app's as well, which the handlers read.
 */
export const JOB_GRACE_MS = 5_000;
