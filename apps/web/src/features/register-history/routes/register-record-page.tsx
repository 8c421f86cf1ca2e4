import type { CashRegisterRecordDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconArrowsExchange, IconCashRegister } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { CashMovementDialog } from "../../../components/cash-movement-dialog";
import { NoticeCard } from "../../../components/notice-card";
import { RecordMoney } from "../../../components/record-balances";
import { RecordFact, RecordFacts, RecordLoader } from "../../../components/record-loader";
import { useGlobalState } from "../../../lib/global-state";
import { routeId } from "../../../lib/route-id";
import { RecordCashMovements } from "../components/record-cash-movements";
import { RecordOrders } from "../components/record-orders";
import { RecordPayments } from "../components/record-payments";

const HISTORY_PATH = "/admin/historial-cajas";

/** Cash in or out of the drawer: only on the operator's own open session. */
function CashMovementButton({ detail }: { detail: CashRegisterRecordDetail }) {
  const record = detail.cash_register_record;
  const { data: state } = useGlobalState();
  const [opened, dialog] = useDisclosure(false);
  const mine = state?.user_id === record.cash_register_record_user_data.user_id;
  if (!record.cash_register_record_open || !mine) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconArrowsExchange size={18} />} onClick={dialog.open}>
        Ingresar o retirar efectivo
      </Button>
      <CashMovementDialog
        register={{ id: record.cash_register.id, name: record.cash_register.cash_register_name }}
        opened={opened}
        onClose={dialog.close}
      />
    </>
  );
}

function RecordView({ detail }: { detail: CashRegisterRecordDetail }) {
  const record = detail.cash_register_record;
  const open = record.cash_register_record_open;
  return (
    <Stack gap="lg">
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Title order={1} size="h2">
            {record.cash_register.cash_register_name} · Registro #{record.id}
          </Title>
          <Badge color={open ? "teal" : "gray"} variant="light">
            {open ? "Abierta" : "Cerrada"}
          </Badge>
        </Group>
        <CashMovementButton detail={detail} />
      </Group>
      <RecordFacts record={record}>
        <RecordFact
          label="Efectivo inicial"
          value={formatClp(record.cash_register_record_open_cash_user_amount)}
        />
      </RecordFacts>
      <RecordMoney detail={detail} />
      <RecordCashMovements movements={detail.cash_movements} />
      <RecordOrders orders={detail.orders} />
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

const TEXTS = {
  title: (id: number) => `Registro de caja #${id}`,
  notFoundTitle: "Registro no encontrado",
  errorTitle: "No se pudo cargar el registro de caja",
  loadingLabel: "Cargando registro de caja",
};

/**
 * /admin/historial-cajas/{id_record}: one session's balances, cash count, cash movements, orders and
 * reception payments; its operator adds cash in or out while it is open.
 */
export function RegisterRecordPage() {
  const param = useParams().id_record;
  return (
    <RecordLoader key={param} id={routeId(param)} texts={TEXTS} notFound={<RecordNotFound />}>
      {(detail) => <RecordView detail={detail} />}
    </RecordLoader>
  );
}
