import type { AppContext } from "../../context";
import { holdEndJob, slotFreedJob } from "../bookings/slot-freed.jobs";
import { handleJob, type JobHandler } from "../jobs/job-types";
import { remindMatch } from "./match-reminder.service";
import { endOffer } from "./match-waitlist.service";
import { mailPlayerNotice } from "./player-notice-mail";
import { slotFreed } from "./slot-waitlist.service";
import { matchReminderJob, playerNoticeMailJob, waitlistOfferEndJob } from "./waitlist.jobs";

type Deps = Pick<AppContext, "db" | "mailer" | "config" | "now">;

/** The jobs of waitlists and match reminders, and the e-mails of their notices. */
export const waitlistJobs = (deps: Deps): JobHandler[] => [
  handleJob(waitlistOfferEndJob, (job) => endOffer(deps, job)),
  handleJob(matchReminderJob, (job) => remindMatch(deps, job)),
  handleJob(slotFreedJob, (job) => slotFreed(deps, job)),
  handleJob(holdEndJob, (job) => slotFreed(deps, job)),
  handleJob(playerNoticeMailJob, (notice) => mailPlayerNotice(deps, notice)),
];
