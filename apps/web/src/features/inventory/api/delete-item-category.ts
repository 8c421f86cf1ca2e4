import { deleteItemCategory as deleteItemCategoryEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useInventoryMutation } from "./use-inventory-mutation";

export function deleteItemCategory(id: number) {
  return apiRequest(deleteItemCategoryEndpoint, { params: { id } });
}

export function useDeleteItemCategory() {
  return useInventoryMutation(deleteItemCategory);
}
