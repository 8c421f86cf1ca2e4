import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useScreenTitle } from "../lib/screen-title";

interface ScreenFrameProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A screen's title and what it will hold; its content comes with the issue that builds the screen. */
export function ScreenFrame({ title, description, children }: ScreenFrameProps) {
  useScreenTitle(title);
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {children ?? (
        <Paper withBorder radius="md" p="xl" style={{ borderStyle: "dashed" }}>
          <Text c="dimmed">{description}</Text>
        </Paper>
      )}
    </Stack>
  );
}
