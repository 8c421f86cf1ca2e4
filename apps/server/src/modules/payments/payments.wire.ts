import type { PaymentResult } from "@club/contract";
import type { ReturnOutcome, ReturnStatus } from "./payment-return.service";

const RESULT_OF: Record<ReturnStatus, PaymentResult> = {
  paid: "pagado",
  rejected: "rechazado",
  abandoned: "anulado",
  expired: "expirado",
  pending: "pendiente",
};

const NOT_FOUND_PAGE = "/pago_no_encontrado";

/**
 * Where the browser lands back from the gateway: the booking's payment screen (the match's page for a
 * player's share) with the result as its `resultado`, or the page for a return that names no payment of ours.
 */
export function returnLocation(outcome: ReturnOutcome | null) {
  if (!outcome) return NOT_FOUND_PAGE;
  const page = outcome.matchSlug ? `/match/${outcome.matchSlug}` : `/payment/${outcome.slug}`;
  return `${page}?resultado=${RESULT_OF[outcome.status]}`;
}
