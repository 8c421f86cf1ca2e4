import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isNetworkError } from "../../lib/api-error";

type CacheAction = { type: string; error?: unknown };

/**
 * True while the browser says it is offline, or since an API call failed for lack of a connection (the
 * network is up but the server is not reachable) until a call succeeds again.
 */
export function useConnectionLost(): boolean {
  const queryClient = useQueryClient();
  const [browserOffline, setBrowserOffline] = useState(() => !navigator.onLine);
  const [apiUnreachable, setApiUnreachable] = useState(false);

  useEffect(() => {
    const onOnline = () => {
      setBrowserOffline(false);
      setApiUnreachable(false);
    };
    const onOffline = () => setBrowserOffline(true);
    const onAction = (action: CacheAction) => {
      if (action.type === "success") setApiUnreachable(false);
      else if ((action.type === "error" || action.type === "failed") && isNetworkError(action.error)) {
        setApiUnreachable(true);
      }
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated") onAction(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated") onAction(event.action);
    });
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return browserOffline || apiUnreachable;
}
