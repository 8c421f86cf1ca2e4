import { startPayment } from "@club/contract";
import type { BookingPaymentPercentage } from "@club/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { goToGateway } from "../../../lib/go-to-gateway";

/** Opens the payment and sends the browser to the gateway (Webpay, or the test page). */
export function useStartPayment(slug: string) {
  return useMutation({
    mutationFn: (percentage: BookingPaymentPercentage) =>
      apiRequest(startPayment, { params: { slug }, body: { percentage } }),
    onSuccess: ({ redirect_url, post_fields }) => goToGateway(redirect_url, post_fields),
  });
}
