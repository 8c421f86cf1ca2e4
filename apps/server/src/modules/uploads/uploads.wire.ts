import type { UploadedFile } from "@club/contract";
import { fileUrl, thumbnailUrl } from "./upload-urls";
import type { StoredUpload } from "./uploads.repository";

export const toUploadedFile = (row: StoredUpload): UploadedFile => ({
  id: row.id,
  name: row.name,
  mime: row.mime as UploadedFile["mime"],
  size: row.size,
  width: row.width,
  height: row.height,
  url: fileUrl(row.key),
  thumbnail_url: thumbnailUrl(row.key),
});
