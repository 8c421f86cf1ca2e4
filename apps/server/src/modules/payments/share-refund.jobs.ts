import { z } from "zod";
import type { AppContext } from "../../context";
import { refundedOnlineShare } from "../bookings/booking-shares.repository";
import { handleJob, type JobHandler, jobType } from "../jobs/job-types";
import { resolvePaymentGateway } from "./payment-gateways";

/** Gives a player's share, paid online, back to their card: owed in the transaction where they left. */
export const shareRefundJob = jobType("share-refund", z.object({ paymentId: z.number().int() }));

type Deps = Pick<AppContext, "db" | "config">;

/**
 * The gateway gives the whole share back. A job that fails (the gateway down) runs again later; one whose
 * answer was lost finds the transaction given back already and leaves it (the gateway's `refund` checks).
 */
export const shareRefundJobs = (deps: Deps): JobHandler[] => [
  handleJob(shareRefundJob, async ({ paymentId }) => {
    const share = await refundedOnlineShare(deps.db, paymentId);
    if (!share) return;
    await resolvePaymentGateway(deps.config).gateway.refund(share.token, share.amount);
  }),
];
