import type { FeedItem } from "@club/contract";
import { SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useLatestSearchParams } from "../../../lib/latest-search-params";
import { useScreenTitle } from "../../../lib/screen-title";
import { useSessionUser } from "../../../lib/session-user";
import { useFeed } from "../api/get-feed";
import { useRemovePost } from "../api/remove-post";
import { useToggleLike } from "../api/toggle-like";
import { CommentSheet } from "../components/comment-sheet";
import { FeedCard } from "../components/feed-card";
import { FeedList } from "../components/feed-list";
import { PostComposer } from "../components/post-composer";
import { RemovePostModal } from "../components/remove-post-modal";
import { ReportsPanel } from "../components/reports-panel";

/** `/feed`: the club's news for players; administrators also post and read the reported comments. */
export function FeedPage() {
  const [params, setParams] = useLatestSearchParams();
  const asked = Number(params.get("club")) || null;
  const feed = useFeed(asked);
  const first = feed.data?.pages[0];
  const me = useSessionUser();
  const like = useToggleLike();
  const removePost = useRemovePost();
  const [open, setOpen] = useState<FeedItem | null>(null);
  const [removing, setRemoving] = useState<FeedItem | null>(null);
  const isAdmin = first?.is_admin ?? false;
  const view = isAdmin && params.get("vista") === "reportes" ? "reportes" : "muro";
  useScreenTitle("Novedades");

  const setView = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "reportes") next.set("vista", value);
        else next.delete("vista");
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" maw={600} mx="auto" w="100%">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Novedades
        </Title>
        {first && <Text c="dimmed">{first.club.name}</Text>}
      </Stack>
      {isAdmin && (
        <SegmentedControl
          value={view}
          onChange={setView}
          aria-label="Vista"
          data={[
            { value: "muro", label: "Muro" },
            { value: "reportes", label: "Reportes" },
          ]}
        />
      )}
      {view === "reportes" && first ? (
        <ReportsPanel clubId={first.club.id} />
      ) : (
        <>
          {isAdmin && <PostComposer />}
          <FeedList
            feed={feed}
            renderItem={(item) =>
              first && (
                <FeedCard
                  key={item.id}
                  item={item}
                  isAdmin={isAdmin}
                  onLike={() => like.mutate({ item, clubId: first.club.id })}
                  onComments={() => setOpen(item)}
                  onRemove={() => setRemoving(item)}
                />
              )
            }
          />
        </>
      )}
      <RemovePostModal
        item={removing}
        removal={removePost}
        onClose={() => {
          removePost.reset();
          setRemoving(null);
        }}
      />
      {open && first && (
        <CommentSheet
          item={open}
          clubId={first.club.id}
          viewer={me.data?.username ?? null}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
