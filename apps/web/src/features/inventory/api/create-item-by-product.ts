import { createItemByProduct as createItemByProductEndpoint, type ImportProductData } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useInventoryMutation } from "./use-inventory-mutation";

export function createItemByProduct({ productId, data }: { productId: number; data: ImportProductData }) {
  return apiRequest(createItemByProductEndpoint, { params: { id: productId }, body: { data } });
}

export function useCreateItemByProduct() {
  return useInventoryMutation(createItemByProduct);
}
