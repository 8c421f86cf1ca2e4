import { Paper, Stack, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  icon: ReactNode;
  title: string;
  /** Heading level: 2 for a whole screen's notice (not found), 3 inside a screen. */
  order?: 2 | 3;
  children?: ReactNode;
}

/** A screen's "nothing here" card: an icon, what happened, and what to do next. */
export function NoticeCard({ icon, title, order = 2, children }: Props) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={order}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}
