import { getPayment } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Under the bookings' prefix: a payment changes the booking the other screens show. */
export const paymentKey = (slug: string) => ["bookings", "payment", slug] as const;

export function usePayment(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKey(slug),
      queryFn: () => apiRequest(getPayment, { params: { slug } }),
      retry: false,
    }),
  );
}
