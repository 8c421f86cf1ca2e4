import { uploadImage } from "../../../lib/upload-image";

/** Where item images are stored on the server (the `path` of POST /api/upload). */
export const ITEM_IMAGE_FOLDER = "items";

/** An item's image in a form: the saved one (id), or one just picked and scaled (blob, not uploaded yet). */
export type ItemImage = { id: number | null; url: string; blob?: Blob };

// A save refused after its upload (a repeated barcode, say) is retried with the same picked image:
// it is not uploaded a second time.
const uploaded = new WeakMap<Blob, number>();

/** The image id to save with an item: a newly picked image is uploaded first; a failed upload throws. */
export async function itemImageId(image: ItemImage | null): Promise<number | null> {
  if (!image?.blob) return image?.id ?? null;
  const known = uploaded.get(image.blob);
  if (known !== undefined) return known;
  const { id } = await uploadImage(image.blob, ITEM_IMAGE_FOLDER);
  uploaded.set(image.blob, id);
  return id;
}
