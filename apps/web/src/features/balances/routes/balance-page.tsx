import type { CashRegisterRecordDetail } from "@club/contract";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPrinter, IconScale } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { ExportCsvButton } from "../../../components/export-csv-button";
import { NoticeCard } from "../../../components/notice-card";
import { RecordMoney } from "../../../components/record-balances";
import { RecordFact, RecordFacts, RecordLoader } from "../../../components/record-loader";
import { diffColor, diffText, diffWords } from "../../../lib/register-record-text";
import { routeId } from "../../../lib/route-id";
import { RequireRegistersService } from "../components/services-notice";
import { ZReport } from "../components/z-report";
import { balanceCsvName, balanceToCsv } from "../utils/balance-csv";

const BALANCES_PATH = "/admin/balances";

function BalanceView({ detail }: { detail: CashRegisterRecordDetail }) {
  const record = detail.cash_register_record;
  const diff = detail.balances.cash_balance_diff ?? 0;
  const build = async () => ({
    content: balanceToCsv(detail),
    fileName: balanceCsvName(record.id),
    message: `Exportaste el balance del registro #${record.id}.`,
  });
  return (
    <Stack gap="lg">
      <Group gap="sm" justify="space-between">
        <Title order={1} size="h2">
          Balance · {record.cash_register.cash_register_name} · Registro #{record.id}
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            Imprimir informe Z
          </Button>
          <ExportCsvButton build={build} errorTitle="No se pudo exportar el balance" />
        </Group>
      </Group>
      <RecordFacts record={record}>
        <RecordFact
          label="Diferencia de efectivo"
          value={
            <>
              <Text size="lg" fw={700} c={diffColor(diff)} data-testid="balance-diff">
                {diffText(diff)}
              </Text>
              <Text size="xs" c="dimmed">
                {diffWords(diff)}
              </Text>
            </>
          }
        />
      </RecordFacts>
      <RecordMoney detail={detail} />
      <ZReport detail={detail} />
    </Stack>
  );
}

function _Back({ children }: { children: string }) {
  return (
    <Button component={Link} to={BALANCES_PATH} leftSection={<IconArrowLeft size={18} />}>
      {children}
    </Button>
  );
}

const TEXTS = {
  title: (id: number) => `Balance #${id}`,
  notFoundTitle: "Balance no encontrado",
  errorTitle: "No se pudo cargar el balance",
  loadingLabel: "Cargando balance",
};

/** An open session has no balance yet: the history shows what it took so far. */
function StillOpen({ id }: { id: number }) {
  return (
    <NoticeCard icon={<IconScale size={30} />} title="La caja sigue abierta">
      <Text c="dimmed" maw={440}>
        El balance queda fijo al cerrar la caja. Mientras tanto puedes ver lo recibido en el historial.
      </Text>
      <Button component={Link} to={`/admin/historial-cajas/${id}`}>
        Ver en el historial de cajas
      </Button>
    </NoticeCard>
  );
}

/** A missing record and another club's look the same. */
function BalanceNotFound() {
  return (
    <NoticeCard icon={<IconScale size={30} />} title="Balance no encontrado">
      <Text c="dimmed" maw={440}>
        No existe entre los cierres de caja de tu club.
      </Text>
      <Button component={Link} to={BALANCES_PATH} leftSection={<IconArrowLeft size={18} />}>
        Volver a balances
      </Button>
    </NoticeCard>
  );
}

/** /admin/balances/{id_record}: a closing's balances by method, expected vs counted, Z report and CSV. */
export function BalancePage() {
  const param = useParams().id_record;
  return (
    <RequireRegistersService>
      <RecordLoader key={param} id={routeId(param)} texts={TEXTS} notFound={<BalanceNotFound />}>
        {(detail) =>
          detail.cash_register_record.cash_register_record_open ? (
            <StillOpen id={detail.cash_register_record.id} />
          ) : (
            <BalanceView detail={detail} />
          )
        }
      </RecordLoader>
    </RequireRegistersService>
  );
}
