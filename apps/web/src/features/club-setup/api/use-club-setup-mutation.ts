import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { CLUB_SETUP_KEY } from "./club-setup-keys";

/**
 * A set-up change refreshes the set-up screens and the global state (it carries the club's name, its
 * services and the registers offered for opening).
 */
export function useClubSetupMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLUB_SETUP_KEY });
      void queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY });
    },
  });
}
