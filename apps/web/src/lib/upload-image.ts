import { type UploadedFile, uploadFiles } from "@club/contract";
import { apiFormRequest } from "./api-client";

/**
 * Uploads one image to POST /api/upload under `path` (e.g. "items"). Spec §8: a failed upload is
 * logged and rethrown to the caller, which decides what to tell the person.
 */
export async function uploadImage(image: Blob, path: string, name = "imagen.png"): Promise<UploadedFile> {
  const form = new FormData();
  form.append("files", image, name);
  form.append("path", path);
  try {
    const [file] = await apiFormRequest(uploadFiles, form);
    if (!file) throw new Error("El servidor no devolvió el archivo subido");
    return file;
  } catch (error) {
    console.error("Upload failed", error);
    throw error;
  }
}
