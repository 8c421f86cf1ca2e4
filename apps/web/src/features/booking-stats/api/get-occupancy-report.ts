import { getBookingOccupancyReport, type ReportRangeQuery } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function useOccupancyReport(query: ReportRangeQuery | null) {
  // No query while the picked range is incomplete or wrong: the screen says why.
  return useQuery({
    queryKey: ["booking-stats", "occupancy", query],
    queryFn: () => apiRequest(getBookingOccupancyReport, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
