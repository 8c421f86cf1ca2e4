import { Button, Group } from "@mantine/core";

/** Questions the assistant can answer, each asked with one tap. */
export function SuggestionChips({
  questions,
  onAsk,
  disabled,
  label,
}: {
  questions: readonly string[];
  onAsk: (question: string) => void;
  disabled: boolean;
  label: string;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {questions.map((q) => (
        <Button
          key={q}
          variant="default"
          radius="xl"
          size="compact-sm"
          fw={500}
          disabled={disabled}
          onClick={() => onAsk(q)}
          styles={{
            root: { height: "auto", minHeight: 28 },
            label: { whiteSpace: "normal", textAlign: "left" },
          }}
        >
          {q}
        </Button>
      ))}
    </Group>
  );
}
