import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearSession } from "./session";

/** Ends the session: the token and every cached answer of this user go, then the given page opens. */
export function useLogout(target: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    // Cleared after leaving: mounted pages would otherwise refetch their data without a token.
    void Promise.resolve(navigate(target, { replace: true })).then(() => queryClient.removeQueries());
  }, [queryClient, navigate, target]);
}
