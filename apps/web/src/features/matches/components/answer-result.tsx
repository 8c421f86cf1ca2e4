import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useAnswerResult } from "../api/match-result";

/** A player of the pair that did not report confirms the result (the ranking moves) or disputes it. */
export function AnswerResult({ slug }: { slug: string }) {
  const answer = useAnswerResult(slug);
  return (
    <Stack gap="xs">
      <Text size="sm">La otra pareja anotó este resultado. ¿Es correcto?</Text>
      {answer.error && (
        <Alert color="red" title="No se pudo">
          {answer.error.message}
        </Alert>
      )}
      <Group grow>
        <Button
          color="red"
          variant="default"
          loading={answer.isPending && answer.variables === false}
          onClick={() => answer.mutate(false)}
        >
          No, disputarlo
        </Button>
        <Button loading={answer.isPending && answer.variables === true} onClick={() => answer.mutate(true)}>
          Sí, confirmar
        </Button>
      </Group>
    </Stack>
  );
}
