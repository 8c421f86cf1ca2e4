import { type ItemCategoryData, updateItemCategory as updateItemCategoryEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useInventoryMutation } from "./use-inventory-mutation";

export function updateItemCategory({ id, data }: { id: number; data: ItemCategoryData }) {
  return apiRequest(updateItemCategoryEndpoint, { params: { id }, body: { data } });
}

export function useUpdateItemCategory() {
  return useInventoryMutation(updateItemCategory);
}
