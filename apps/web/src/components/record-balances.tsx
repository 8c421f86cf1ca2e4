import type { CashRegisterRecordDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import { Grid, Paper, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BALANCE_ROWS } from "../lib/register-balance-labels";
import { CashDifference } from "./cash-difference";

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** Money taken by method: stored at the closing, or the running sums while the session is open. */
export function RecordBalances({ detail }: { detail: CashRegisterRecordDetail }) {
  const { balances } = detail;
  const open = detail.cash_register_record.cash_register_record_open;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Balances por medio de pago
      </Title>
      {open && (
        <Text size="sm" c="dimmed" mb="xs">
          Lo recibido hasta ahora; queda fijo al cerrar la caja.
        </Text>
      )}
      <Table aria-label="Balances por medio de pago">
        <Table.Tbody>
          {BALANCE_ROWS.map(({ key, label }) => (
            <Line key={key} label={label} value={formatClp(balances[key])} />
          ))}
          <Line label="Total" value={formatClp(balances.total)} strong />
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** What the drawer should hold against what was counted. */
export function RecordCash({ detail }: { detail: CashRegisterRecordDetail }) {
  const { balances, cash_register_record: record } = detail;
  const counted = record.cash_register_record_close_cash_user_amount;
  const diff = balances.cash_balance_diff;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Efectivo en caja
      </Title>
      <Table aria-label="Efectivo esperado y contado">
        <Table.Tbody>
          <Line
            label="Efectivo inicial"
            value={formatClp(record.cash_register_record_open_cash_user_amount)}
          />
          <Line label="+ Efectivo de ventas (neto de devoluciones)" value={formatClp(balances.cash)} />
          <Line label="+ Efectivo en recepción (reservas)" value={formatClp(balances.cash_backend)} />
          <Line label="+ Ingresos de efectivo" value={formatClp(balances.cash_in)} />
          <Line label="− Retiros de efectivo" value={formatClp(balances.cash_out)} />
          <Line label="Esperado" value={formatClp(balances.expected_cash)} strong />
          <Line label="Contado" value={counted === null ? "—" : formatClp(counted)} />
          <Line
            label="Diferencia"
            strong
            value={
              diff === null ? (
                <Text span size="sm" c="dimmed">
                  Se calcula al cerrar
                </Text>
              ) : (
                <CashDifference diff={diff} />
              )
            }
          />
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Balances by method beside the cash count; one above the other on narrow screens. */
export function RecordMoney({ detail }: { detail: CashRegisterRecordDetail }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <RecordBalances detail={detail} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <RecordCash detail={detail} />
      </Grid.Col>
    </Grid>
  );
}
