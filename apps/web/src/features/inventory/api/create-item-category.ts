import { createItemCategory as createItemCategoryEndpoint, type ItemCategoryData } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useInventoryMutation } from "./use-inventory-mutation";

export function createItemCategory(data: ItemCategoryData) {
  return apiRequest(createItemCategoryEndpoint, { body: { data } });
}

export function useCreateItemCategory() {
  return useInventoryMutation(createItemCategory);
}
