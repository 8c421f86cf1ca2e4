import type { CashRegisterRecord } from "@club/contract";
import { formatClp } from "@club/domain";
import { Badge, Table, Text } from "@mantine/core";
import { CashDifference } from "../../../components/cash-difference";
import { PageCards, PageTable } from "../../../components/page-list";
import { RecordCardHead, RecordRowHead } from "../../../components/record-list-parts";

const COLUMNS = ["Caja", "Operador", "Apertura", "Cierre", "Inicial", "Contado", "Diferencia"] as const;
const MONEY = new Set<string>(["Inicial", "Contado", "Diferencia"]);

export const recordPath = (id: number) => `/admin/historial-cajas/${id}`;

/** The cash difference of a closed session; open ones say so. */
export function DiffCell({ record }: { record: CashRegisterRecord }) {
  if (record.cash_register_record_open) {
    return (
      <Badge color="teal" variant="light">
        Abierta
      </Badge>
    );
  }
  return <CashDifference diff={record.cash_balance_diff} />;
}

function RecordRow({ record: r }: { record: CashRegisterRecord }) {
  return (
    <Table.Tr>
      <RecordRowHead record={r} to={recordPath(r.id)} />
      <Table.Td ta="right">
        <Text size="sm">{formatClp(r.cash_register_record_open_cash_user_amount)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">
          {r.cash_register_record_close_cash_user_amount === null
            ? "—"
            : formatClp(r.cash_register_record_close_cash_user_amount)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <DiffCell record={r} />
      </Table.Td>
    </Table.Tr>
  );
}

const LABEL = "Aperturas y cierres de caja";

/** One page of sessions. */
export function RecordsTable({
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
      minWidth={860}
      rows={records}
      loading={loading}
      row={(r) => <RecordRow key={r.id} record={r} />}
    />
  );
}

/** On phones: one card per session, its title a link to the record. */
export function RecordsCardList({ records }: { records: CashRegisterRecord[] | undefined }) {
  return (
    <PageCards
      label={LABEL}
      items={records}
      card={(r) => (
        <>
          <RecordCardHead record={r} to={recordPath(r.id)} />
          <Text size="sm">
            Inicial {formatClp(r.cash_register_record_open_cash_user_amount)}
            {r.cash_register_record_close_cash_user_amount === null
              ? ""
              : ` · Contado ${formatClp(r.cash_register_record_close_cash_user_amount)}`}
          </Text>
          {r.cash_register_record_open ? (
            <div>
              <DiffCell record={r} />
            </div>
          ) : (
            <Text size="sm">
              Diferencia <DiffCell record={r} />
            </Text>
          )}
        </>
      )}
    />
  );
}
