import { findItem } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";

export function itemQueryOptions(id: number) {
  return queryOptions({
    queryKey: inventoryKeys.item(id),
    queryFn: async () => (await apiRequest(findItem, { params: { id } })).data,
  });
}

export function useItem(id: number | null) {
  return useQuery({ ...itemQueryOptions(id ?? 0), enabled: id !== null });
}
