import type { CashRegisterRecord, CashRegisterRecordDetail } from "@club/contract";
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client";
import { useRegisterRecord } from "../lib/register-record-query";
import { momentText, operatorText } from "../lib/register-record-text";
import { useScreenTitle } from "../lib/screen-title";

type Texts = {
  /** The screen's title once the record is here. */
  title: (id: number) => string;
  notFoundTitle: string;
  errorTitle: string;
  loadingLabel: string;
};

/**
 * One register session loaded for a screen (the registers' history, Balances): skeletons while it comes,
 * the screen's not-found notice for a missing id or another club's (they look the same), the error
 * otherwise, and the screen itself once it is here.
 */
export function RecordLoader({
  id,
  texts,
  notFound,
  children,
}: {
  id: number | null;
  texts: Texts;
  notFound: ReactNode;
  children: (detail: CashRegisterRecordDetail) => ReactNode;
}) {
  const { data, error } = useRegisterRecord(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(
    data ? texts.title(data.cash_register_record.id) : missing ? texts.notFoundTitle : undefined,
  );
  if (missing) return notFound;
  if (error && !data) {
    return (
      <Alert color="red" title={texts.errorTitle}>
        {error.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={texts.loadingLabel}>
        <Skeleton h={36} w={280} />
        <Skeleton h={80} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  return children(data);
}

/** A labelled fact of a session (operator, opening…), in the grid at the top of its screen. */
export function RecordFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === "string" ? (
        <Text size="sm" fw={500}>
          {value}
        </Text>
      ) : (
        value
      )}
    </div>
  );
}

/** A session's operator, opening and closing at the top of its screen, then the screen's own fact. */
export function RecordFacts({ record, children }: { record: CashRegisterRecord; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <RecordFact label="Operador" value={operatorText(record)} />
        <RecordFact label="Apertura" value={momentText(record.cash_register_record_datetime)} />
        <RecordFact label="Cierre" value={momentText(record.cash_register_record_close_datetime)} />
        {children}
      </SimpleGrid>
    </Paper>
  );
}
