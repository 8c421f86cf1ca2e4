import type { AssistantConversation } from "@club/contract";
import { dateFormatter } from "@club/domain";
import { Button, Menu, Text } from "@mantine/core";
import { IconCheck, IconHistory } from "@tabler/icons-react";

const when = (iso: string) =>
  dateFormatter("es-CL", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );

/** The admin's earlier conversations, the latest first, to open one again. */
export function ConversationMenu({
  conversations,
  currentId,
  onOpen,
  onMore,
  loadingMore,
  disabled,
}: {
  conversations: readonly AssistantConversation[];
  currentId: number | null;
  onOpen: (conversation: AssistantConversation) => void;
  /** Reads older conversations; null when there are no more. */
  onMore: (() => void) | null;
  loadingMore: boolean;
  disabled: boolean;
}) {
  if (conversations.length === 0) return null;
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconHistory size={16} />} disabled={disabled}>
          Conversaciones
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: "auto" }}>
        {conversations.map((c) => (
          <Menu.Item
            key={c.id}
            onClick={() => onOpen(c)}
            rightSection={c.id === currentId ? <IconCheck size={14} aria-label="Abierta" /> : null}
          >
            <Text size="sm" lineClamp={1}>
              {c.title}
            </Text>
            <Text size="xs" c="dimmed">
              {when(c.updated_at)}
            </Text>
          </Menu.Item>
        ))}
        {onMore && (
          <Menu.Item closeMenuOnClick={false} onClick={onMore} disabled={loadingMore}>
            <Text size="sm" c="dimmed">
              {loadingMore ? "Cargando…" : "Ver conversaciones anteriores"}
            </Text>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
