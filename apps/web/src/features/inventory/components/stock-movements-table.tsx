import type { StockMovement } from "@club/contract";
import { formatQuantity, STOCK_REASON_LABELS } from "@club/domain";
import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ListPagination } from "../../../components/list-pagination";
import { useItemStockMovements } from "../api/get-item-stock-movements";

const signed = (value: number, unit: string | null) =>
  `${value > 0 ? "+" : ""}${formatQuantity(value, unit)}`;

function MovementRow({ movement, unit }: { movement: StockMovement; unit: string | null }) {
  const { stock_movement_quantity: quantity, stock_movement_user: user } = movement;
  const { date, timeWithoutSeconds } = movement.stock_movement_datetime;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {date} {timeWithoutSeconds}
      </Table.Td>
      <Table.Td>
        {STOCK_REASON_LABELS[movement.stock_movement_reason]}
        {movement.stock_movement_order_id !== null && (
          <Text span size="xs" c="dimmed">
            {" "}
            (venta #{movement.stock_movement_order_id})
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" c={quantity < 0 ? "red" : quantity > 0 ? "green" : undefined} fw={600}>
        {signed(quantity, unit)}
      </Table.Td>
      <Table.Td ta="right">{formatQuantity(movement.stock_movement_stock_after, unit)}</Table.Td>
      <Table.Td>{user ? `${user.name} ${user.lastname}`.trim() : "—"}</Table.Td>
      <Table.Td>
        <Text size="sm" c={movement.stock_movement_note ? undefined : "dimmed"}>
          {movement.stock_movement_note || "—"}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The item's stock ledger, newest first. */
export function StockMovementsTable({ itemId, unit }: { itemId: number; unit: string | null }) {
  const [page, setPage] = useState(1);
  const { data, error } = useItemStockMovements(itemId, page);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-label="Historial de stock"
    >
      <Stack gap="sm">
        <Title order={4} fz="md">
          Historial de stock
        </Title>
        {error && !data && <Alert color="red">{error.message}</Alert>}
        {!data && !error && <Skeleton h={160} />}
        {data?.data.length === 0 && (
          <Text size="sm" c="dimmed">
            Aún no hay movimientos.
          </Text>
        )}
        {data && data.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped aria-label="Movimientos de stock">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th ta="right">Cantidad</Table.Th>
                  <Table.Th ta="right">Stock resultante</Table.Th>
                  <Table.Th>Usuario</Table.Th>
                  <Table.Th>Nota</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((movement) => (
                  <MovementRow key={movement.id} movement={movement} unit={unit} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination info={data?.pagination} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
