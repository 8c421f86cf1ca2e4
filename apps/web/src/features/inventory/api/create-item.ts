import { type CreateItemData, createItem as createItemEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { type ItemImage, itemImageId } from "./upload-item-image";
import { useInventoryMutation } from "./use-inventory-mutation";

export type CreateItemInput = { data: CreateItemData; image: ItemImage | null };

export async function createItem({ data, image }: CreateItemInput) {
  const item_image = await itemImageId(image);
  return apiRequest(createItemEndpoint, { body: { data: { ...data, item_image } } });
}

export function useCreateItem() {
  return useInventoryMutation(createItem);
}
