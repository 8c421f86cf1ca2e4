import type { MatchPayments } from "@club/contract";
import type { matchPayments } from "./match-shares.service";

type MatchPaymentsView = Awaited<ReturnType<typeof matchPayments>>;

export const toMatchPaymentsWire = (view: MatchPaymentsView): MatchPayments => ({
  price: view.price,
  paid_amount: view.paid,
  covered: view.covered,
  refund_policy: view.refundPolicy,
  leave_until: view.leaveUntil.toISOString(),
  shares: view.shares.map((share) => ({
    username: share.username,
    name: share.name,
    booker: share.booker,
    amount: share.amount,
    paid_amount: share.paidAmount,
    status: share.status,
  })),
  own_share: view.ownShare,
  blocked_reason: view.blockedReason,
});
