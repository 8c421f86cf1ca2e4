import type { AppContext } from "../../context";
import { noticeRefundFailed } from "../bookings/booking-notices";
import { refundedOnlineShare, refundedShareOwner } from "../bookings/booking-shares.repository";
import { shareRefundJob } from "../bookings/share-refunds";
import { handleJob, type JobHandler } from "../jobs/job-types";
import { resolvePaymentGateway } from "./payment-gateways";

type Deps = Pick<AppContext, "db" | "config">;

/** About 19 hours of attempts (the delay doubles up to an hour): a gateway down for a while is waited out. */
const REFUND_ATTEMPTS = 26;

/**
 * The gateway gives the whole share back. A job that fails (the gateway down) runs again later; one whose
 * answer was lost finds the transaction given back already and leaves it (the gateway's `refund` checks).
 * One given up after its last attempt tells the club's administrators, who give the money back themselves.
 */
export const shareRefundJobs = (deps: Deps): JobHandler[] => [
  handleJob(
    shareRefundJob,
    async ({ paymentId }) => {
      const share = await refundedOnlineShare(deps.db, paymentId);
      if (!share) return;
      await resolvePaymentGateway(deps.config).gateway.refund(share.token, share.amount);
    },
    {
      maxAttempts: REFUND_ATTEMPTS,
      gaveUp: async (tx, { paymentId }) => {
        const share = await refundedShareOwner(tx, paymentId);
        if (share) await noticeRefundFailed(tx, share);
      },
    },
  ),
];
