import type { CashRegisterRecord } from "@club/contract";
import { formatClp } from "@club/domain";
import { Table, Text } from "@mantine/core";
import { CashDifference } from "../../../components/cash-difference";
import { PageCards, PageTable } from "../../../components/page-list";
import { RecordCardHead, RecordRowHead } from "../../../components/record-list-parts";

const COLUMNS = ["Caja", "Operador", "Apertura", "Cierre", "Total", "Diferencia"] as const;
const MONEY = new Set<string>(["Total", "Diferencia"]);
const LABEL = "Balances de cierre";

export const balancePath = (id: number) => `/admin/balances/${id}`;

function BalanceRow({ record: r }: { record: CashRegisterRecord }) {
  return (
    <Table.Tr>
      <RecordRowHead record={r} to={balancePath(r.id)} />
      <Table.Td ta="right">
        <Text size="sm">{formatClp(r.cash_register_record_close_total_balance)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <CashDifference diff={r.cash_balance_diff} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of closed sessions. */
export function BalancesTable({
  records,
  loading,
}: {
  records: CashRegisterRecord[] | undefined;
  loading: boolean;
}) {
  return (
    <PageTable
      label={LABEL}
      columns={COLUMNS}
      right={MONEY}
      minWidth={760}
      rows={records}
      loading={loading}
      row={(r) => <BalanceRow key={r.id} record={r} />}
    />
  );
}

/** On phones: one card per closed session. */
export function BalancesCardList({ records }: { records: CashRegisterRecord[] | undefined }) {
  return (
    <PageCards
      label={LABEL}
      items={records}
      card={(r) => (
        <>
          <RecordCardHead record={r} to={balancePath(r.id)} />
          <Text size="sm">
            Total {formatClp(r.cash_register_record_close_total_balance)} · Diferencia{" "}
            <CashDifference diff={r.cash_balance_diff} />
          </Text>
        </>
      )}
    />
  );
}
