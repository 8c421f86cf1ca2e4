import { type EndpointInput, type Profile, updateProfile, uploadProfilePhoto } from "@club/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFormRequest, apiRequest } from "../../../lib/api-client";
import { profileKey, profileQueryOptions } from "../../../lib/profile-query";

export function useProfile(username: string | undefined) {
  return useQuery({ ...profileQueryOptions(username ?? ""), enabled: Boolean(username) });
}

export type ProfileChange = NonNullable<EndpointInput<typeof updateProfile>["body"]>;

/** Saves the owner's changes; the answer is the profile as it now stands. */
export function useUpdateProfile(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileChange) => apiRequest(updateProfile, { params: { username }, body }),
    onSuccess: (profile: Profile) => {
      client.setQueryData(profileKey(username), profile);
      void client.invalidateQueries({ queryKey: ["ranking"] });
    },
  });
}

/** Uploads the owner's new photo (already scaled in the browser) and keeps the answer. */
export function useUploadPhoto(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => {
      const form = new FormData();
      form.append("files", photo, "foto.png");
      return apiFormRequest(uploadProfilePhoto, form, { username });
    },
    onSuccess: (profile: Profile) => {
      client.setQueryData(profileKey(username), profile);
      void client.invalidateQueries({ queryKey: ["ranking"] });
    },
  });
}
