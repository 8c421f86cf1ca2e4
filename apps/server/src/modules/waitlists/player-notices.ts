import type { DbOrTx } from "../../db/client";
import { enqueueJob } from "../jobs/job-types";
import { notifyPlayers } from "../notifications/notifications.service";
import { playerNoticeMailJob } from "./waitlist.jobs";

/** Notification types the players' inbox gives its label and icon. */
export const NOTICE_TYPES = {
  offer: "match_waitlist_offer",
  notFull: "match_not_full",
  slotFreed: "slot_freed",
} as const;

export type PlayerNotice = {
  type: (typeof NOTICE_TYPES)[keyof typeof NOTICE_TYPES];
  title: string;
  message: string;
  link: string;
};

/**
 * Each player gets the notice in their inbox and by e-mail, in the caller's transaction: both exist
 * exactly when the change that owes them commits. In the order given (first come, first told).
 */
export async function tellPlayers(tx: DbOrTx, clubId: number, userIds: number[], notice: PlayerNotice) {
  if (userIds.length === 0) return;
  await notifyPlayers(tx, clubId, userIds, notice);
  for (const userId of userIds) {
    await enqueueJob(tx, playerNoticeMailJob, {
      userId,
      title: notice.title,
      message: notice.message,
      link: notice.link,
    });
  }
}
