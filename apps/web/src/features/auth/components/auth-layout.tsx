import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "../../../components/brand";
import { ColorSchemeToggle } from "../../../components/color-scheme-toggle";
import { useScreenTitle } from "../../../lib/screen-title";

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The frame of the sign-in, sign-up and password pages: brand, card, links below. */
export function AuthLayout({ title, subtitle, children, footer, width = 440 }: AuthLayoutProps) {
  useScreenTitle(title);
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group justify="space-between" p="md">
        <Brand />
        <ColorSchemeToggle />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={width} gap="lg">
          <Stack gap={4} ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
            {children}
          </Paper>
          {footer && (
            <Stack gap={6} align="center" fz="sm">
              {footer}
            </Stack>
          )}
          <Anchor component={Link} to="/terms_and_conditions" size="xs" c="dimmed" ta="center">
            Términos y condiciones
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}
