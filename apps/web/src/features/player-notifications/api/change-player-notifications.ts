import {
  archivePlayerNotification,
  type PlayerNotificationPage,
  readPlayerNotifications,
} from "@club/contract";
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { playerNotificationKeys } from "./player-notification-keys";

type Pages = InfiniteData<PlayerNotificationPage, number>;

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: playerNotificationKeys.all });

/** Marks the given notices read, or all of them (`"all"`); the count and the lists follow. */
export function useReadPlayerNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | "all") =>
      apiRequest(readPlayerNotifications, { body: which === "all" ? { all: true } : { ids: which } }),
    onSettled: () => refresh(queryClient),
  });
}

/** Archiving takes the notice off the lists at once; a failure puts it back. */
export function useArchivePlayerNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(archivePlayerNotification, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: playerNotificationKeys.all });
      const before = queryClient.getQueriesData<Pages>({ queryKey: playerNotificationKeys.lists });
      for (const [key, data] of before) {
        if (!data) continue;
        queryClient.setQueryData<Pages>(key, {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.filter((n) => n.id !== id) })),
        });
      }
      return before;
    },
    onError: (_error, _id, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refresh(queryClient),
  });
}
