import { type Match, PAYMENT_RESULTS, type MatchPayments as Payments } from "@club/contract";
import { formatClp } from "@club/domain";
import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PaymentResultAlert } from "../../../components/payment-result-alert";
import { momentText } from "../../../lib/club-moments";
import { currentToken } from "../../../lib/session";
import { useSessionUser } from "../../../lib/session-user";
import { useMatchPayments, usePayShare } from "../api/match-payments";

const STATUS = {
  paid: { label: "Pagó", color: "teal" },
  partial: { label: "Abonó", color: "yellow" },
  pending: { label: "Pagando", color: "blue" },
  // The booker paid the booking whole: the share is owed to them, not to the club.
  covered: { label: "Cubierta", color: "gray" },
  unpaid: { label: "Pendiente", color: "gray" },
} as const;

/** What happens to a paid share when its player leaves, said before they pay. */
function refundPolicyText(payments: Payments) {
  return payments.refund_policy === "refund"
    ? `Si sales del partido hasta el ${momentText(payments.leave_until)}, te devolvemos tu parte a la misma tarjeta (si la pagaste en recepción, te la devuelven allí).`
    : "Si sales del partido, el club no devuelve tu parte: busca quien tome tu lugar.";
}

function ShareLine({ share }: { share: Payments["shares"][number] }) {
  const status = STATUS[share.status];
  return (
    <Group justify="space-between" wrap="nowrap" component="li">
      <Stack gap={0}>
        <Text fw={600}>
          {share.name}
          {share.booker ? " · reservó" : ""}
        </Text>
        <Text size="sm" c="dimmed">
          {share.booker ? "El resto de la reserva" : "Su parte"}: {formatClp(share.amount)}
          {share.paid_amount > 0 ? ` · pagó ${formatClp(share.paid_amount)}` : ""}
        </Text>
      </Stack>
      {/* Its word whole on a phone: the name and amounts wrap instead. */}
      <Badge color={status.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {status.label}
      </Badge>
    </Group>
  );
}

/**
 * The player's own share: paid, or the policy and the button to pay it (or why they cannot now). The
 * policy is said while it can still apply: before the match, and while the booking is not paid whole.
 */
function OwnShare({ slug, payments, closed }: { slug: string; payments: Payments; closed: boolean }) {
  const pay = usePayShare(slug);
  const own = payments.own_share;
  if (!own) return null;
  if (own.paid) return <Text fw={600}>Pagaste tu parte: {formatClp(own.amount)}.</Text>;
  return (
    <Stack gap="xs">
      {!closed && !payments.covered && <Text size="sm">{refundPolicyText(payments)}</Text>}
      {payments.blocked_reason ? (
        <Text size="sm" c="dimmed">
          {payments.blocked_reason}
        </Text>
      ) : (
        <Button loading={pay.isPending || pay.isSuccess} onClick={() => pay.mutate()} fullWidth>
          Pagar mi parte · {formatClp(own.amount)}
        </Button>
      )}
      {pay.error && (
        <Alert color="red" title="No se pudo abrir el pago">
          {pay.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The bill of the match for its players only, and what the gateway's return said (`?resultado=`) when one
 * of them comes back from paying their share.
 */
export function MatchPaymentsForPlayers({ match }: { match: Match }) {
  const signedIn = currentToken() !== null;
  const me = useSessionUser(signedIn);
  const [params] = useSearchParams();
  const result = PAYMENT_RESULTS.find((r) => r === params.get("resultado")) ?? null;
  const player = match.players.some((p) => p.username === me.data?.username);
  return (
    <>
      {result && <PaymentResultAlert result={result} share />}
      {player && <MatchPayments slug={match.slug} closed={match.closed} />}
    </>
  );
}

/**
 * The match's bill, for its players: how much of the price is paid, each player's share and whether they
 * paid it, and the viewer's own share to pay online.
 */
function MatchPayments({ slug, closed }: { slug: string; closed: boolean }) {
  const query = useMatchPayments(slug, true);
  if (query.isPending) return <Skeleton h={160} radius="lg" aria-label="Cargando los pagos" />;
  if (query.error) {
    return (
      <Alert color="red" title="No pudimos cargar los pagos">
        {query.error.message}
      </Alert>
    );
  }
  const payments = query.data;
  const percent = payments.price > 0 ? Math.min(100, (payments.paid_amount / payments.price) * 100) : 100;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="match-payments-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="match-payments-title">
            Pagos
          </Title>
          {payments.covered && (
            <Badge color="teal" variant="light" tt="none">
              Reserva pagada
            </Badge>
          )}
        </Group>
        <Text size="sm">
          Pagado {formatClp(payments.paid_amount)} de {formatClp(payments.price)}
        </Text>
        <Progress value={percent} aria-label="Parte pagada de la reserva" color="teal" />
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {payments.shares.map((share) => (
            <ShareLine key={share.username} share={share} />
          ))}
        </Stack>
        <OwnShare slug={slug} payments={payments} closed={closed} />
      </Stack>
    </Paper>
  );
}
