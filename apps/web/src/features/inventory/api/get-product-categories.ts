import { getProductCategories } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";

export function useProductCategories() {
  return useQuery({
    queryKey: inventoryKeys.productCategories,
    queryFn: async () => (await apiRequest(getProductCategories)).data,
    // The global catalog's categories change with deployments, not while the screen is open.
    staleTime: 10 * 60_000,
  });
}
