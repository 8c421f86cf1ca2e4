import { uploadImage } from "../../../lib/upload-image";

/** Where club logos are stored on the server (the `path` of POST /api/upload). */
export const LOGO_FOLDER = "clubs";

/** Uploads a scaled logo and answers its key, the last segment of `/api/files/{key}`. */
export async function uploadLogo(image: Blob): Promise<string> {
  const { url } = await uploadImage(image, LOGO_FOLDER, "logo.png");
  const key = url.split("/").pop();
  if (!key) throw new Error("El servidor no devolvió la clave del logo");
  return key;
}
