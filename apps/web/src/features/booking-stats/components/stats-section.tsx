import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of the statistics screen, with a sentence that says what its figures mean. */
export function StatsSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
