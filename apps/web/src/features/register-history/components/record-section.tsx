import { Paper, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list of a session's rows (payments, cash movements, orders) under its title: a sentence when it has
 * none, else a striped table named by the title that scrolls sideways on phones.
 */
export function RecordSection({
  title,
  empty,
  minWidth,
  head,
  children,
}: {
  title: string;
  /** The sentence shown when there are no rows; null when there are. */
  empty: string | null;
  minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {empty !== null ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
