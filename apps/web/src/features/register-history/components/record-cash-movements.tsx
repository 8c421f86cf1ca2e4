import type { CashMovement } from "@club/contract";
import { formatClp } from "@club/domain";
import { Badge, Table } from "@mantine/core";
import { RecordSection } from "./record-section";

const TYPE = {
  in: { label: "Ingreso", color: "teal", sign: "+" },
  out: { label: "Retiro", color: "orange", sign: "−" },
} as const;

/** Cash put into or taken out of the drawer during the session, with the reason. */
export function RecordCashMovements({ movements }: { movements: readonly CashMovement[] }) {
  return (
    <RecordSection
      title="Movimientos de efectivo"
      empty={movements.length === 0 ? "No hubo ingresos ni retiros de efectivo en esta caja." : null}
      minWidth={640}
      head={
        <>
          <Table.Th>Hora</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Motivo</Table.Th>
          <Table.Th>Operador</Table.Th>
          <Table.Th ta="right">Monto</Table.Th>
        </>
      }
    >
      {movements.map((m) => {
        const type = TYPE[m.cash_movement_type];
        return (
          <Table.Tr key={m.id}>
            <Table.Td>
              {m.cash_movement_datetime.date} {m.cash_movement_datetime.timeWithoutSeconds}
            </Table.Td>
            <Table.Td>
              <Badge color={type.color} variant="light">
                {type.label}
              </Badge>
            </Table.Td>
            <Table.Td>{m.cash_movement_reason}</Table.Td>
            <Table.Td>
              {m.user.name} {m.user.lastname}
            </Table.Td>
            <Table.Td ta="right">
              {type.sign}
              {formatClp(m.cash_movement_amount)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </RecordSection>
  );
}
