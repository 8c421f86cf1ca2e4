import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { setToken } from "../../../lib/session";

/**
 * Stores a fresh token. Cached answers belong to the previous session (the global state may even
 * be a refusal), so they are dropped rather than only marked stale: the guard must not act on them.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (jwt: string) => {
      queryClient.removeQueries();
      setToken(jwt);
      void queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY });
    },
    [queryClient],
  );
}
