import type { CashRegisterRecordDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconCashRegister } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { NoticeCard } from "../../../components/notice-card";
import { ApiError } from "../../../lib/api-client";
import { routeId } from "../../../lib/route-id";
import { useScreenTitle } from "../../../lib/screen-title";
import { useRegisterRecord } from "../api/find-register-record";
import { RecordBalances, RecordCash } from "../components/record-balances";
import { RecordPayments } from "../components/record-payments";
import { momentText, operatorText } from "../utils/record-text";

const HISTORY_PATH = "/admin/historial-cajas";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

function RecordView({ detail }: { detail: CashRegisterRecordDetail }) {
  const record = detail.cash_register_record;
  const open = record.cash_register_record_open;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1} size="h2">
          {record.cash_register.cash_register_name} · Registro #{record.id}
        </Title>
        <Badge color={open ? "teal" : "gray"} variant="light">
          {open ? "Abierta" : "Cerrada"}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Operador" value={operatorText(record)} />
          <Fact label="Apertura" value={momentText(record.cash_register_record_datetime)} />
          <Fact label="Cierre" value={momentText(record.cash_register_record_close_datetime)} />
          <Fact
            label="Efectivo inicial"
            value={formatClp(record.cash_register_record_open_cash_user_amount)}
          />
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecordBalances detail={detail} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecordCash detail={detail} />
        </Grid.Col>
      </Grid>
      <RecordPayments payments={detail.booking_payments} />
    </Stack>
  );
}

/** A missing record and another club's look the same. */
function RecordNotFound() {
  return (
    <NoticeCard icon={<IconCashRegister size={30} />} title="Registro de caja no encontrado">
      <Text c="dimmed" maw={440}>
        No existe entre las cajas de tu club.
      </Text>
      <Button component={Link} to={HISTORY_PATH} leftSection={<IconArrowLeft size={18} />}>
        Volver al historial
      </Button>
    </NoticeCard>
  );
}

function RegisterRecord({ id }: { id: number | null }) {
  const { data, error } = useRegisterRecord(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(
    data
      ? `Registro de caja #${data.cash_register_record.id}`
      : missing
        ? "Registro no encontrado"
        : undefined,
  );
  if (missing) return <RecordNotFound />;
  if (error && !data) {
    return (
      <Alert color="red" title="No se pudo cargar el registro de caja">
        {error.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Cargando registro de caja">
        <Skeleton h={36} w={280} />
        <Skeleton h={80} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  return <RecordView detail={data} />;
}

/** /admin/historial-cajas/{id_record}: one session's balances, cash count and reception payments. */
export function RegisterRecordPage() {
  const param = useParams().id_record;
  return <RegisterRecord key={param} id={routeId(param)} />;
}
