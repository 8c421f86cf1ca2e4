import { createPost } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { uploadImage } from "../../../lib/upload-image";
import { EVERY_FEED } from "./feed-cache";

/** An administrator's post: the picked image is uploaded first (scaled in the browser), then the post. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, image }: { text: string; image: Blob | null }) => {
      const uploaded = image ? await uploadImage(image, "feed", "publicacion.png") : null;
      return apiRequest(createPost, { body: { text, ...(uploaded ? { image_id: uploaded.id } : {}) } });
    },
    onSuccess: () => queryClient.invalidateQueries(EVERY_FEED),
  });
}
