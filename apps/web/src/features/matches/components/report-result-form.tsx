import type { Match } from "@club/contract";
import { checkPadelResult, padelResultMessage } from "@club/domain";
import { Alert, Button, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useReportResult } from "../api/match-result";
import { EMPTY_SETS, SetsField, type SetsValue, setsOf } from "./sets-field";

/**
 * A player of a played match of four reports it: who was their partner, and the sets from their pair's
 * side. Checked as padel before it is sent; a player of the other pair then confirms it.
 */
export function ReportResultForm({ match, me }: { match: Match; me: string }) {
  const others = match.players.filter((player) => player.username !== me);
  const [partner, setPartner] = useState(others[0]?.username ?? "");
  const [sets, setSets] = useState<SetsValue>(EMPTY_SETS);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportResult(match.slug);
  const rivals = others.filter((player) => player.username !== partner).map((player) => player.username);
  const nameOf = (username: string) => match.players.find((p) => p.username === username)?.name ?? username;

  const send = () => {
    const typed = setsOf(sets);
    const check = checkPadelResult(typed);
    if (!check.ok) return setProblem(padelResultMessage(check.problem));
    setProblem(null);
    report.mutate({ sets: typed, pair_1: [me, partner], pair_2: rivals });
  };

  return (
    <Stack gap="sm" component="section" aria-label="Anotar el resultado">
      <Text fw={700}>¿Cómo salió el partido?</Text>
      <NativeSelect
        label="Tu pareja"
        value={partner}
        onChange={(event) => setPartner(event.currentTarget.value)}
        data={others.map((player) => ({ value: player.username, label: player.name }))}
      />
      <Text size="sm" c="dimmed">
        Contra {rivals.map(nameOf).join(" y ")}
      </Text>
      <SetsField value={sets} onChange={setSets} pairs={["Ustedes", "Rivales"]} error={problem} />
      {report.error && (
        <Alert color="red" title="No se pudo anotar">
          {report.error.message}
        </Alert>
      )}
      <Button onClick={send} loading={report.isPending}>
        Anotar resultado
      </Button>
    </Stack>
  );
}
