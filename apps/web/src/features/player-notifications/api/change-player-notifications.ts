import {
  archivePlayerNotification,
  type PlayerNotification,
  type PlayerNotificationPage,
  readPlayerNotifications,
} from "@club/contract";
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { playerNotificationKeys } from "./player-notification-keys";

type Pages = InfiniteData<PlayerNotificationPage, number>;
type Snapshot = [readonly unknown[], unknown][];

/**
 * Shows a change at once in every list kept (and the count): `edit` gives each notice's new state, or
 * null to take it off. Answers what the cache held, to put back if the server refuses.
 */
async function editInbox(
  queryClient: QueryClient,
  edit: (notice: PlayerNotification) => PlayerNotification | null,
  unreadCount: (count: number) => number,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: playerNotificationKeys.all });
  const before: Snapshot = queryClient.getQueriesData({ queryKey: playerNotificationKeys.all });
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: playerNotificationKeys.lists })) {
    if (!data) continue;
    const pages = data.pages.map((page) => ({
      ...page,
      data: page.data.flatMap((notice) => edit(notice) ?? []),
    }));
    queryClient.setQueryData<Pages>(key, { ...data, pages });
  }
  queryClient.setQueryData<number>(playerNotificationKeys.unreadCount, (count) =>
    count === undefined ? count : Math.max(0, unreadCount(count)),
  );
  return before;
}

/** Puts back what `editInbox` changed (the server refused), and asks the server for the truth either way. */
function settleOptions(queryClient: QueryClient) {
  return {
    onError: (_error: Error, _input: unknown, before: Snapshot | undefined) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerNotificationKeys.all }),
  };
}

const isUnread = (notice: PlayerNotification) => notice.notification_status === "unread";

/** Marks the given notices read, or all of them (`"all"`). */
export function useReadPlayerNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | "all") =>
      apiRequest(readPlayerNotifications, { body: which === "all" ? { all: true } : { ids: which } }),
    onMutate: (which) => {
      const chosen = (notice: PlayerNotification) => which === "all" || which.includes(notice.id);
      return editInbox(
        queryClient,
        (notice) => (chosen(notice) ? { ...notice, notification_status: "read" } : notice),
        (count) => (which === "all" ? 0 : count - which.length),
      );
    },
    ...settleOptions(queryClient),
  });
}

/** Archiving takes the notice off the lists at once. */
export function useArchivePlayerNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: PlayerNotification) =>
      apiRequest(archivePlayerNotification, { params: { id: notice.id } }),
    onMutate: (archived) =>
      editInbox(
        queryClient,
        (notice) => (notice.id === archived.id ? null : notice),
        (count) => count - (isUnread(archived) ? 1 : 0),
      ),
    ...settleOptions(queryClient),
  });
}
