import type { Match } from "@club/contract";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useJoinWaitlist, useLeaveWaitlist } from "../api/match-waitlist";

const waitingText = (waiting: number) =>
  waiting === 1 ? "1 jugador en la lista de espera." : `${waiting} jugadores en la lista de espera.`;

/**
 * A full match for a signed-in player who could join: they wait in line for a place, see their place in
 * it, or leave it. A freed place is kept a while for the first in line, who hears of it in the app and by
 * e-mail.
 */
export function MatchWaitlist({ match }: { match: Match }) {
  const join = useJoinWaitlist(match.slug);
  const leave = useLeaveWaitlist(match.slug);
  const waitlist = match.waitlist;
  const error = join.error ?? leave.error;
  const mine = waitlist?.mine;
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" title="No se pudo">
          {error.message}
        </Alert>
      )}
      <Text fw={600}>El partido está completo.</Text>
      {waitlist &&
        (mine ? (
          <>
            <Text>
              Estás en la lista de espera:{" "}
              {mine.place === 1 ? "eres el primero" : `tu lugar es el ${mine.place}`}. Si se libera un cupo te
              lo guardamos unos minutos y te avisamos aquí y por correo.
            </Text>
            <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate()}>
              Salir de la lista
            </Button>
          </>
        ) : (
          <>
            {waitlist.waiting > 0 && <Text c="dimmed">{waitingText(waitlist.waiting)}</Text>}
            <Button loading={join.isPending} onClick={() => join.mutate()} fullWidth>
              Unirme a la lista de espera
            </Button>
          </>
        ))}
    </Stack>
  );
}

/** A place kept for the person looking, until its end on the club's clock. */
export function WaitlistOffer({ match }: { match: Match }) {
  const offer = match.waitlist?.mine?.offer;
  if (!offer || match.closed) return null;
  return (
    <Alert color="teal" title="Se liberó un cupo para ti">
      Te guardamos un cupo hasta las {offer.end_time}: únete ahora.
    </Alert>
  );
}
