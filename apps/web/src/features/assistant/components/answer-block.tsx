import { Group, Loader, Stack, Text } from "@mantine/core";
import type { AnswerTurn } from "../utils/chat-turns";
import { FigureCard } from "./figure-card";
import { NoticeAlert } from "./notice-alert";
import { SuggestionChips } from "./suggestion-chips";

/** The assistant's answer: its words as they arrive, its notices, its figures and what to ask next. */
export function AnswerBlock({
  answer,
  onAsk,
  asking,
}: {
  answer: AnswerTurn;
  onAsk: (question: string) => void;
  asking: boolean;
}) {
  return (
    <Stack gap="sm" aria-label="Respuesta del asistente" role="article">
      <Text aria-live="polite" aria-busy={answer.streaming} style={{ whiteSpace: "pre-wrap" }}>
        {answer.text}
      </Text>
      {answer.streaming && (
        <Group gap={6} c="dimmed">
          <Loader size={12} type="dots" />
          <Text size="sm" c="dimmed">
            escribiendo…
          </Text>
        </Group>
      )}
      {answer.notices.map((n) => (
        <NoticeAlert key={`${n.code}:${n.message}`} notice={n} />
      ))}
      {answer.figures.map((f, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: figures only ever arrive at the end
        <FigureCard key={index} figure={f} />
      ))}
      {answer.suggestions.length > 0 && (
        <SuggestionChips
          questions={answer.suggestions}
          onAsk={onAsk}
          disabled={asking}
          label="Preguntas sugeridas"
        />
      )}
    </Stack>
  );
}
