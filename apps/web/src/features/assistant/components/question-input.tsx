import { ActionIcon, Group, Text, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { type KeyboardEvent, useState } from "react";

export const QUESTION_MAX = 500;

/**
 * Where the admin writes: Enter sends, Shift+Enter starts a new line. Closed while an answer arrives; a
 * question the server refused stays written, with the reason under it.
 */
export function QuestionInput({
  onAsk,
  asking,
  error,
}: {
  onAsk: (question: string) => Promise<boolean>;
  asking: boolean;
  error: string | null;
}) {
  const [question, setQuestion] = useState("");
  const trimmed = question.trim();
  const send = async () => {
    if (!trimmed || asking) return;
    setQuestion("");
    if (!(await onAsk(trimmed))) setQuestion(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={QUESTION_MAX}
          placeholder="Pregunta por ventas, reservas, stock o cajas…"
          aria-label="Escribe tu pregunta"
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={asking}
          error={Boolean(error)}
          description={
            question.length > QUESTION_MAX - 50 ? `${question.length}/${QUESTION_MAX} caracteres` : undefined
          }
          inputWrapperOrder={["input", "description", "error"]}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="md"
          aria-label="Enviar pregunta"
          disabled={asking || !trimmed}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {error ? (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
          Enter envía · Shift+Enter, nueva línea
        </Text>
      )}
    </form>
  );
}
