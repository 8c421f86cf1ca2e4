import { Anchor, Box, Button, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "../../../components/brand";
import { ColorSchemeToggle } from "../../../components/color-scheme-toggle";
import { PRODUCT_NAME } from "../../../lib/product";
import { useScreenTitle } from "../../../lib/screen-title";

/** Header and footer of the public pages (landing, products, terms); `title` names the tab. */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
  useScreenTitle(title);
  return (
    <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
      <Box component="header" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <Button component={Link} to="/login" variant="default">
                Ingresar
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" py="lg" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {PRODUCT_NAME}
            </Text>
            <Anchor component={Link} to="/terms_and_conditions" size="sm" c="dimmed">
              Términos y condiciones
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
