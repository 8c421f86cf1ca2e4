import { HydrationBoundary, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { type OfflineQueriesOptions, readOfflineQueries, writeOfflineQueries } from "../lib/offline-queries";

/**
 * Opens its screen with the answers kept from the last visit (TanStack's HydrationBoundary keeps the
 * newer of the two when the cache already has one), and keeps what the screen reads from now on.
 */
export function OfflineQueries({
  options,
  children,
}: {
  options: OfflineQueriesOptions;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const [kept] = useState(() => readOfflineQueries(options));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe(({ query }) => {
      if (!options.keep(query.queryKey)) return;
      clearTimeout(timer);
      // Merges the bursts of a page load into one write.
      timer = setTimeout(() => writeOfflineQueries(client, options), 300);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, options]);
  return <HydrationBoundary state={kept}>{children}</HydrationBoundary>;
}
