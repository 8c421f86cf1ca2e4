import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { enqueueJob, jobType } from "../jobs/job-types";

const bookingRef = z.object({ clubId: z.number().int(), bookingId: z.number().int() });

/** A booking was cancelled: whoever waits for its slot hears it is free (the waitlists module). */
export const slotFreedJob = jobType("slot-freed", bookingRef);

/**
 * An unpaid online booking's hold ends (`holdUntil`, ISO 8601): if it was not paid, its slot is free
 * again, and whoever waits for it hears it.
 */
export const holdEndJob = jobType("booking-hold-end", bookingRef.extend({ holdUntil: z.string() }));

/** The hold's end is owed at that instant, once per end (a hold extended to another end owes another). */
export async function owesHoldEnd(tx: DbOrTx, q: { clubId: number; bookingId: number; holdUntil: Date }) {
  const holdUntil = q.holdUntil.toISOString();
  await enqueueJob(
    tx,
    holdEndJob,
    { clubId: q.clubId, bookingId: q.bookingId, holdUntil },
    { runAt: q.holdUntil, key: `booking-hold-end:${q.bookingId}:${holdUntil}` },
  );
}
