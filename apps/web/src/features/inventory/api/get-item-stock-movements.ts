import { getItemStockMovements } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";

export const MOVEMENTS_PAGE_SIZE = 10;

export function useItemStockMovements(id: number, page: number) {
  return useQuery({
    queryKey: inventoryKeys.movements(id, page),
    queryFn: () =>
      apiRequest(getItemStockMovements, { params: { id }, query: { page, limit: MOVEMENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
