import type { DbOrTx } from "../../db/client";
import { enqueueJob } from "../jobs/job-types";
import type { PlayerNoticeType } from "../notifications/notice-audience";
import { notifyPlayers } from "../notifications/notifications.service";
import { playerNoticeMailJob } from "./waitlist.jobs";

export type PlayerNotice = {
  type: PlayerNoticeType;
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
