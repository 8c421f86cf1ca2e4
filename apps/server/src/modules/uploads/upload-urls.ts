import { type ImageRef, ITEM_PLACEHOLDER_URL } from "@club/contract";

/** Where a stored file is served: by its unguessable key, never by its id. */
export const fileUrl = (key: string) => `/api/files/${key}`;
export const thumbnailUrl = (key: string) => `/api/files/${key}/thumbnail`;

/** The image as items, categories and products show it, or null when there is none. */
export function imageRefOf(image: { id: number | null; key: string | null }): ImageRef | null {
  if (image.id === null || image.key === null) return null;
  return { id: image.id, url: fileUrl(image.key), thumbnail_url: thumbnailUrl(image.key) };
}

/** The thumbnail to show in lists: the image's, or the placeholder. */
export const thumbnailOrPlaceholder = (key: string | null) =>
  key === null ? ITEM_PLACEHOLDER_URL : thumbnailUrl(key);
