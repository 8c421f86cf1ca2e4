import { setClubAdministrator } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { CLUB_USERS_KEY } from "./club-users-queries";

/**
 * Makes a member administrator or a player again. The lists and the global state are read again: an
 * administrator who removed themself is then a player, and the guard takes them out of the back office.
 */
export function useSetClubAdministrator(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (administrator: boolean) =>
      apiRequest(setClubAdministrator, {
        params: { id: userId },
        body: { club_administrator: administrator },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLUB_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY });
    },
  });
}
