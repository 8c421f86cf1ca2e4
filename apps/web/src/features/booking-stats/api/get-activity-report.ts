import { getBookingActivityReport, type ReportRangeQuery } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function useActivityReport(query: ReportRangeQuery | null) {
  // No query while the picked range is incomplete or wrong: the screen says why.
  return useQuery({
    queryKey: ["booking-stats", "activity", query],
    queryFn: () => apiRequest(getBookingActivityReport, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
