import { getItemCategories } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";

export function useItemCategories() {
  return useQuery({
    queryKey: inventoryKeys.categories,
    queryFn: async () => (await apiRequest(getItemCategories)).data,
  });
}
