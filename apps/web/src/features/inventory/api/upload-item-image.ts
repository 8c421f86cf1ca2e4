import { uploadImage } from "../../../lib/upload-image";

/** Where item images are stored on the server (the `path` of POST /api/upload). */
export const ITEM_IMAGE_FOLDER = "items";

/** An item's image in a form: the saved one (id), or one just picked and scaled (blob, not uploaded yet). */
export type ItemImage = { id: number | null; url: string; blob?: Blob };

/** The image id to save with an item: a newly picked image is uploaded first; a failed upload throws. */
export async function itemImageId(image: ItemImage | null): Promise<number | null> {
  if (!image) return null;
  if (image.blob) return (await uploadImage(image.blob, ITEM_IMAGE_FOLDER)).id;
  return image.id;
}
