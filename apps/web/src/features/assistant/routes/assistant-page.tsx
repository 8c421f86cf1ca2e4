import { ASSISTANT_SUGGESTIONS } from "@club/contract";
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useScreenTitle } from "../../../lib/screen-title";
import { useAssistantConversations } from "../api/conversations";
import { ConversationMenu } from "../components/conversation-menu";
import { ConversationView } from "../components/conversation-view";
import { DeleteConversationButton } from "../components/delete-conversation-button";
import { QuestionInput } from "../components/question-input";
import { SuggestionChips } from "../components/suggestion-chips";
import { useAssistantChat } from "../hooks/use-assistant-chat";

const TITLE = "Asistente";

/**
 * /admin/IA (beta): the admin asks about the club in Spanish; each answer streams in with its figures, the
 * days they cover and the screen that shows them. The latest conversation opens again on load.
 */
export function AssistantPage() {
  useScreenTitle(TITLE);
  const conversations = useAssistantConversations();
  const { list } = conversations;
  const chat = useAssistantChat(list[0]);
  const ask = (question: string) => void chat.ask(question);
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              {TITLE}
            </Title>
            <Badge variant="light" color="grape">
              Beta
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Responde con los datos del club y muestra de dónde sale cada cifra.
          </Text>
        </div>
        <Group gap="xs">
          <ConversationMenu
            conversations={list}
            currentId={chat.conversationId}
            onOpen={chat.open}
            onMore={conversations.more}
            loadingMore={conversations.loadingMore}
            disabled={chat.pending}
          />
          {chat.turns.length > 0 && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={chat.startNew}
              disabled={chat.pending}
            >
              Nueva conversación
            </Button>
          )}
          {chat.conversationId !== null && (
            <DeleteConversationButton
              conversationId={chat.conversationId}
              onDeleted={chat.startNew}
              disabled={chat.pending}
            />
          )}
        </Group>
      </Group>

      {conversations.error && (
        <Alert color="yellow" title="No se pudieron cargar tus conversaciones">
          {conversations.error.message} Puedes preguntar igual.
        </Alert>
      )}

      {conversations.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Cargando la conversación">
          <Skeleton h={36} w="60%" ml="auto" radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : chat.turns.length > 0 ? (
        <ConversationView turns={chat.turns} onAsk={ask} asking={chat.pending} />
      ) : (
        <Stack gap="xs">
          <Text fw={500}>Prueba con una de estas preguntas:</Text>
          <SuggestionChips
            questions={ASSISTANT_SUGGESTIONS}
            onAsk={ask}
            disabled={chat.pending}
            label="Preguntas para empezar"
          />
        </Stack>
      )}

      <Paper
        pos="sticky"
        bottom={0}
        py="sm"
        radius={0}
        bg="var(--mantine-color-body)"
        style={{ borderTop: "1px solid var(--mantine-color-default-border)", zIndex: 1 }}
      >
        <QuestionInput onAsk={chat.ask} asking={chat.pending} error={chat.error} />
      </Paper>
    </Stack>
  );
}
