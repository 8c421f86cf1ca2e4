import type { FeedItem } from "@club/contract";
import { Alert, Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { useFeed } from "../api/get-feed";

type Feed = ReturnType<typeof useFeed>;

/** Asks for the next page when the end of the list comes into view; the button does the same by hand. */
function useLoadMoreWhenSeen(feed: Feed) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}

export function FeedList({
  feed,
  renderItem,
}: {
  feed: Feed;
  renderItem: (item: FeedItem) => React.ReactNode;
}) {
  const sentinel = useLoadMoreWhenSeen(feed);
  if (feed.isPending) {
    return (
      <Stack gap="md" aria-label="Cargando novedades">
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </Stack>
    );
  }
  if (feed.error && !feed.data) {
    return (
      <Alert color="red" role="alert" title="No pudimos cargar las novedades">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{feed.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    );
  }
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap={4} align="center">
          <Text fw={600}>Todavía no hay novedades en tu club</Text>
          <Text size="sm" c="dimmed" ta="center">
            Aquí verás las publicaciones del club, los partidos abiertos de tu categoría, los resultados y a
            los socios nuevos.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {items.map((item) => renderItem(item))}
      <div ref={sentinel} />
      {feed.error && (
        <Alert color="red" role="alert">
          No pudimos cargar más novedades. {feed.error.message}
        </Alert>
      )}
      {feed.hasNextPage ? (
        <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          Ver más novedades
        </Button>
      ) : (
        <Text ta="center" c="dimmed" size="sm">
          Estás al día.
        </Text>
      )}
    </Stack>
  );
}
