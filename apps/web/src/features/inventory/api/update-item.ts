import { type UpdateItemData, updateItem as updateItemEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { type ItemImage, itemImageId } from "./upload-item-image";
import { useInventoryMutation } from "./use-inventory-mutation";

export type UpdateItemInput = { id: number; data: UpdateItemData; image: ItemImage | null };

export async function updateItem({ id, data, image }: UpdateItemInput) {
  const item_image = await itemImageId(image);
  return apiRequest(updateItemEndpoint, { params: { id }, body: { data: { ...data, item_image } } });
}

export function useUpdateItem() {
  return useInventoryMutation(updateItem);
}
