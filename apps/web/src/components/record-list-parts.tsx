import type { CashRegisterRecord } from "@club/contract";
import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { momentText, operatorText } from "../lib/register-record-text";

/** The first cells of a session's row: register and number (a link to `to`), operator, opening, closing. */
export function RecordRowHead({ record: r, to }: { record: CashRegisterRecord; to: string }) {
  return (
    <>
      <Table.Td>
        <Anchor component={Link} to={to} size="sm" fw={500}>
          {r.cash_register.cash_register_name} #{r.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{operatorText(r)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{momentText(r.cash_register_record_datetime)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{momentText(r.cash_register_record_close_datetime)}</Text>
      </Table.Td>
    </>
  );
}

/** The top of a session's card on phones: register, number and operator as a link to `to`, and its times. */
export function RecordCardHead({ record: r, to }: { record: CashRegisterRecord; to: string }) {
  return (
    <>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {r.cash_register.cash_register_name} #{r.id} · {operatorText(r)}
      </Anchor>
      <Text size="xs" c="dimmed">
        {momentText(r.cash_register_record_datetime)} → {momentText(r.cash_register_record_close_datetime)}
      </Text>
    </>
  );
}
