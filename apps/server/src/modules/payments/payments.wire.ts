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
 * Where the browser lands back from the gateway: the booking's payment screen with the result as its
 * `resultado`, or the page for a return that names no payment of ours.
 */
export const returnLocation = (outcome: ReturnOutcome | null) =>
  outcome ? `/payment/${outcome.slug}?resultado=${RESULT_OF[outcome.status]}` : NOT_FOUND_PAGE;
