import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { useIntersection } from "@mantine/hooks";
import { useEffect } from "react";
import type { usePlayerNotificationPages } from "../api/get-player-notifications";
import type { useNoticeActions } from "../hooks/use-notice-actions";
import { InboxNotice } from "./inbox-notice";

type Pages = ReturnType<typeof usePlayerNotificationPages>;

/** The next page is asked for as the end of the list nears the screen; «Ver más» does it by hand. */
function useNextPageWhenNear(pages: Pages) {
  const { ref, entry } = useIntersection({ rootMargin: "300px" });
  const near = entry?.isIntersecting ?? false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (near && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [near, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return ref;
}

/** A read that failed: what, the server's Spanish reason, and a way to ask again. */
function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry: () => unknown;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      {error?.message}
      <Button display="block" mt="xs" size="xs" variant="light" color="red" onClick={() => void onRetry()}>
        Reintentar
      </Button>
    </Alert>
  );
}

type Props = {
  pages: Pages;
  actions: ReturnType<typeof useNoticeActions>;
  /** What to show when the list is empty. */
  empty: React.ReactNode;
};

export function NoticeList({ pages, actions, empty }: Props) {
  const sentinel = useNextPageWhenNear(pages);
  if (pages.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Cargando notificaciones">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={88} radius="md" />
        ))}
      </Stack>
    );
  }
  if (pages.isError && !pages.data) {
    return (
      <RetryAlert title="No pudimos cargar tus notificaciones" error={pages.error} onRetry={pages.refetch} />
    );
  }
  // A notice that moved to the next page while it was asked for shows once.
  const seen = new Set<number>();
  const notices = pages.data.pages.flatMap((page) =>
    page.data.filter((notice) => !seen.has(notice.id) && seen.add(notice.id)),
  );
  if (notices.length === 0) return empty;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
        {notices.map((notice) => (
          <InboxNotice
            key={notice.id}
            notice={notice}
            busy={actions.isArchiving(notice.id)}
            onOpen={actions.open}
            onArchive={actions.archive}
          />
        ))}
      </Stack>
      <div ref={sentinel} />
      {pages.isFetchNextPageError && (
        <RetryAlert
          title="No pudimos cargar más notificaciones"
          error={pages.error}
          onRetry={pages.fetchNextPage}
        />
      )}
      {pages.hasNextPage ? (
        <Button
          variant="default"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Ver más
        </Button>
      ) : (
        <Text ta="center" c="dimmed" size="sm">
          No hay más notificaciones.
        </Text>
      )}
    </Stack>
  );
}
