import { getDashboard } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The live updates refresh it on every sale and booking; the minute refresh moves "now" along. */
export const DASHBOARD_KEY = ["dashboard"] as const;
const MINUTE_MS = 60_000;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: () => apiRequest(getDashboard, {}).then((answer) => answer.data),
    refetchInterval: MINUTE_MS,
  });

/** Today at a glance: sales against last week, courts now and next, critical stock. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
