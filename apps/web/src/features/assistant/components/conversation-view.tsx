import { Paper, Stack, Text } from "@mantine/core";
import type { Turn } from "../utils/chat-turns";
import { AnswerBlock } from "./answer-block";

/** The admin's questions, on the right, each followed by the assistant's answer. */
export function ConversationView({
  turns,
  onAsk,
  asking,
}: {
  turns: readonly Turn[];
  onAsk: (question: string) => void;
  asking: boolean;
}) {
  return (
    <Stack gap="md">
      {turns.map((turn) =>
        turn.role === "user" ? (
          <Paper
            key={turn.key}
            px="sm"
            py={6}
            radius="md"
            ml="auto"
            maw="85%"
            bg="var(--mantine-primary-color-light)"
            aria-label="Tu pregunta"
            role="article"
          >
            <Text style={{ whiteSpace: "pre-wrap" }}>{turn.text}</Text>
          </Paper>
        ) : (
          <AnswerBlock key={turn.key} answer={turn} onAsk={onAsk} asking={asking} />
        ),
      )}
    </Stack>
  );
}
