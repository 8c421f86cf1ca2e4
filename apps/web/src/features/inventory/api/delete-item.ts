import { deleteItem as deleteItemEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys } from "./inventory-keys";
import { useInventoryMutation } from "./use-inventory-mutation";

export function deleteItem(id: number) {
  return apiRequest(deleteItemEndpoint, { params: { id } });
}

export function useDeleteItem() {
  return useInventoryMutation(deleteItem, (id) => [inventoryKeys.item(id), inventoryKeys.itemMovements(id)]);
}
