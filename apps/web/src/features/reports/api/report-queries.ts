import {
  getOrdersAmountByStatus,
  getPaidOrdersByCategory,
  getSalesByPaymentMethod,
  getSalesBySource,
  getSalesPeriodPerformance,
  getSalesReport,
  getTopItems,
} from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ReportQuery } from "../hooks/use-report-range";

/** One report of the screen for the chosen days; waits while a range is incomplete. */
const useReport = <T>(path: string, query: ReportQuery | null, fetch: (query: ReportQuery) => Promise<T>) =>
  useQuery({
    queryKey: ["sales-reports", path, query],
    queryFn: () => fetch(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const usePerformance = (q: ReportQuery | null) =>
  useReport(getSalesPeriodPerformance.path, q, (query) => apiRequest(getSalesPeriodPerformance, { query }));
export const useSalesOverTime = (q: ReportQuery | null) =>
  useReport(getSalesReport.path, q, (query) =>
    apiRequest(getSalesReport, { query: { ...query, date_sort: "asc" } }),
  );
export const useByMethod = (q: ReportQuery | null) =>
  useReport(getSalesByPaymentMethod.path, q, (query) => apiRequest(getSalesByPaymentMethod, { query }));
export const useByCategory = (q: ReportQuery | null) =>
  useReport(getPaidOrdersByCategory.path, q, (query) => apiRequest(getPaidOrdersByCategory, { query }));
export const useTopItems = (q: ReportQuery | null) =>
  useReport(getTopItems.path, q, (query) =>
    apiRequest(getTopItems, { query: { ...query, limit: 10, sort: "amount" } }),
  );
export const useByStatus = (q: ReportQuery | null) =>
  useReport(getOrdersAmountByStatus.path, q, (query) => apiRequest(getOrdersAmountByStatus, { query }));
export const useBySource = (q: ReportQuery | null) =>
  useReport(getSalesBySource.path, q, (query) => apiRequest(getSalesBySource, { query }));
