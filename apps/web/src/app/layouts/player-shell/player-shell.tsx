import { AppShell, Button, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link, Outlet } from "react-router";
import { Brand } from "../../../components/brand";
import { ColorSchemeToggle } from "../../../components/color-scheme-toggle";
import { LogoutConfirmModal } from "../../../components/logout-confirm-modal";
import { PlayerNotificationBell } from "../../../features/player-notifications/components/player-notification-bell";
import { HEADER_HEIGHT } from "../../../lib/header-height";
import { currentToken } from "../../../lib/session";
import { useLogout } from "../../../lib/use-logout";
import classes from "./player-shell.module.css";
import { PlayerTabBar } from "./player-tab-bar";
import { PlayerTopNav } from "./player-top-nav";
import { SessionMenu } from "./session-menu";

/**
 * The player area: sections in the header on a desktop and in a tab bar at the bottom of a phone, the
 * notifications bell, the session and logout. Also frames the public match and payment pages, where a
 * visitor sees "Ingresar". `children` stands in for the outlet where the shell wraps a page itself (the
 * signed-in home at `/`).
 */
export function PlayerShell({ children }: { children?: ReactNode }) {
  const signedIn = currentToken() !== null;
  const [confirming, confirm] = useDisclosure(false);
  const logout = useLogout("/login");

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Brand to="/" hideNameOnMobile />
          {signedIn && <PlayerTopNav />}
          <Group gap="xs" wrap="nowrap">
            {signedIn && <PlayerNotificationBell />}
            <ColorSchemeToggle />
            {signedIn ? (
              <SessionMenu onLogout={confirm.open} />
            ) : (
              <Button component={Link} to="/login" size="xs">
                Ingresar
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main className={signedIn ? classes.withTabBar : undefined}>
        <Container size="md" px={0}>
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
      {signedIn && <PlayerTabBar />}
      <LogoutConfirmModal opened={confirming} onCancel={confirm.close} onConfirm={logout} />
    </AppShell>
  );
}
