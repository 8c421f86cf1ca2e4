import { PAYMENT_RESULTS, type PaymentResult } from "@club/contract";
import { formatClp, isoDayWords } from "@club/domain";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { PaymentResultAlert } from "../../../components/payment-result-alert";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { usePayment } from "../api/get-payment";
import { useStartPayment } from "../api/start-payment";
import { PaymentChoice } from "../components/payment-choice";

const LONG_DATE = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;

const resultOf = (value: string | null): PaymentResult | null =>
  PAYMENT_RESULTS.find((r) => r === value) ?? null;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" component="div">
      <Text c="dimmed" size="sm" component="dt">
        {label}
      </Text>
      <Text fw={600} ta="right" component="dd" m={0}>
        {value}
      </Text>
    </Group>
  );
}

/** `/payment/{slug}`: the player's booking, 50 % or 100 % (or the rest) through the gateway, and the result. */
export function PaymentPage() {
  useScreenTitle("Pago");
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const result = resultOf(params.get("resultado"));
  const payment = usePayment(slug);
  const start = useStartPayment(slug);

  if (payment.error instanceof ApiError && payment.error.status === 404) {
    return <Navigate to="/pago_no_encontrado" replace />;
  }
  const data = payment.data;
  return (
    <Stack gap="md" maw={560} mx="auto" w="100%">
      <Title order={2}>Pago de tu reserva</Title>
      {result && <PaymentResultAlert result={result} />}
      {payment.isPending && <Skeleton h={320} radius="lg" aria-label="Cargando la reserva" />}
      {payment.error && !(payment.error instanceof ApiError && payment.error.status === 404) && (
        <Alert color="red" title="No pudimos cargar la reserva">
          {payment.error.message}
        </Alert>
      )}
      {data && (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{data.booking.club.name}</Text>
              <BookingStatusBadge
                audience="player"
                status={data.booking.status}
                cancelled={data.booking.cancelled}
              />
            </Group>
            <Stack gap={6} component="dl" m={0}>
              <Line label="Cancha" value={data.booking.court_name} />
              <Line label="Fecha" value={isoDayWords(data.booking.date, LONG_DATE)} />
              <Line label="Hora" value={`${data.booking.start_time} – ${data.booking.end_time}`} />
              <Line label="Duración" value={data.booking.duration_text} />
              <Line label="Precio" value={formatClp(data.booking.price)} />
              {data.paid_amount > 0 && <Line label="Pagado" value={formatClp(data.paid_amount)} />}
            </Stack>
            {/* While an earlier payment is being confirmed, paying again could charge twice. */}
            {result === "pendiente" ? null : data.options.length > 0 ? (
              <PaymentChoice
                options={data.options}
                paid={data.paid_amount}
                pending={start.isPending || start.isSuccess}
                onPay={(percentage) => start.mutate(percentage)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {data.blocked_reason}
              </Text>
            )}
            {start.error && (
              <Alert color="red" title="No se pudo iniciar el pago">
                {start.error.message}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      <Button component={Link} to="/reservas" variant="default">
        Ver mis reservas
      </Button>
    </Stack>
  );
}
