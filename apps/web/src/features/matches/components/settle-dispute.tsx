import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useSettleResult } from "../api/match-result";
import { EMPTY_SETS, SetsField, type SetsValue, setsOf } from "./sets-field";

/**
 * The club's administrator settles a disputed result: confirms it as reported or with the sets corrected
 * (the ranking moves once), or annuls it so the players report it again.
 */
export function SettleDispute({ slug }: { slug: string }) {
  const settle = useSettleResult(slug);
  const [sets, setSets] = useState<SetsValue>(EMPTY_SETS);
  const corrected = setsOf(sets);
  return (
    <Stack gap="sm" component="section" aria-label="Resolver la disputa">
      <Text fw={700}>Resolver la disputa</Text>
      <Text size="sm">
        Confirma el marcador anotado, corrígelo (las parejas quedan como se anotaron) o anúlalo para que los
        jugadores lo anoten de nuevo.
      </Text>
      <SetsField value={sets} onChange={setSets} pairs={["Pareja 1", "Pareja 2"]} />
      {settle.error && (
        <Alert color="red" title="No se pudo">
          {settle.error.message}
        </Alert>
      )}
      <Group grow>
        <Button
          variant="default"
          color="red"
          loading={settle.isPending}
          onClick={() => settle.mutate({ decision: "annul" })}
        >
          Anular
        </Button>
        <Button
          loading={settle.isPending}
          onClick={() =>
            settle.mutate({ decision: "confirm", ...(corrected.length > 0 ? { sets: corrected } : {}) })
          }
        >
          {corrected.length > 0 ? "Confirmar corregido" : "Confirmar como se anotó"}
        </Button>
      </Group>
    </Stack>
  );
}
