import { ActionIcon, AppShell, Button, Container, Group, Menu } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCalendarEvent,
  IconLogout,
  IconMenu2,
  IconNews,
  IconTrophy,
  IconUser,
} from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { Brand } from "../../components/brand";
import { ColorSchemeToggle } from "../../components/color-scheme-toggle";
import { LogoutConfirmModal } from "../../components/logout-confirm-modal";
import { currentToken } from "../../lib/session";
import { useLogout } from "../../lib/use-logout";

const LINKS = [
  { label: "Feed", to: "/feed", icon: IconNews },
  { label: "Reservas", to: "/reservas", icon: IconCalendarEvent },
  { label: "Ranking", to: "/rank", icon: IconTrophy },
  { label: "Perfil", to: "/profile", icon: IconUser },
];

/** Header-only shell of the player area; also frames the public match and payment pages. */
export function PlayerShell() {
  const { pathname } = useLocation();
  const signedIn = currentToken() !== null;
  const [confirming, confirm] = useDisclosure(false);
  const logout = useLogout("/login");

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Brand to={signedIn ? "/feed" : "/"} />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Secciones">
            {LINKS.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant={pathname.startsWith(link.to) ? "light" : "subtle"}
                leftSection={<link.icon size={16} />}
              >
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            {signedIn ? (
              <ActionIcon variant="default" size="lg" aria-label="Cerrar sesión" onClick={confirm.open}>
                <IconLogout size={18} />
              </ActionIcon>
            ) : (
              <Button component={Link} to="/login" size="xs">
                Ingresar
              </Button>
            )}
            <Menu position="bottom-end" width={200}>
              <Menu.Target>
                <ActionIcon variant="default" size="lg" hiddenFrom="sm" aria-label="Abrir secciones">
                  <IconMenu2 size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {LINKS.map((link) => (
                  <Menu.Item
                    key={link.to}
                    component={Link}
                    to={link.to}
                    leftSection={<link.icon size={16} />}
                  >
                    {link.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <LogoutConfirmModal opened={confirming} onCancel={confirm.close} onConfirm={logout} />
    </AppShell>
  );
}
