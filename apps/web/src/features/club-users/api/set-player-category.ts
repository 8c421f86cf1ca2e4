import { type EndpointInput, setPlayerCategory } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { profileKey } from "../../../lib/profile-query";
import { CLUB_USERS_KEY } from "./club-users-queries";

export type PlayerCategoryBody = EndpointInput<typeof setPlayerCategory>["body"];

/** Places a member in a category by hand, or hands it back to the thresholds; the lists and profile reread it. */
export function useSetPlayerCategory(user: { id: number; username: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayerCategoryBody) =>
      apiRequest(setPlayerCategory, { params: { id: user.id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLUB_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: profileKey(user.username) });
    },
  });
}
