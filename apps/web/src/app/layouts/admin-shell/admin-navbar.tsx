import { AppShell, Badge, NavLink, ScrollArea, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconLogout } from "@tabler/icons-react";
import { lazy } from "react";
import { Link, useLocation } from "react-router";
import { MountOnceOpened } from "../../../components/mount-once-opened";
import { useInstallPrompt } from "../../../lib/install-prompt";
import { useLogout } from "../../../lib/use-logout";
import { type AdminNavItem, isNavItemActive } from "./nav-items";

const LogoutConfirmModal = lazy(() =>
  import("../../../components/logout-confirm-modal").then((m) => ({ default: m.LogoutConfirmModal })),
);

export function AdminNavbar({ items }: { items: AdminNavItem[] }) {
  const { pathname } = useLocation();
  const { canInstall, install } = useInstallPrompt();
  const [confirming, confirm] = useDisclosure(false);
  const logout = useLogout("/admin_login");

  return (
    <>
      <AppShell.Section grow component={ScrollArea}>
        {items.map(({ label, to, icon: Icon, badge, badgeHint }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            active={isNavItemActive(to, pathname)}
            leftSection={<Icon size={18} stroke={1.6} />}
            rightSection={
              badge && (
                // A round badge fits one digit; longer counts ("12", "99+") keep their width.
                <Badge size="sm" variant={badge === "Beta" ? "light" : "filled"} circle={badge.length === 1}>
                  {badge}
                  {badgeHint && <VisuallyHidden> {badgeHint}</VisuallyHidden>}
                </Badge>
              )
            }
            styles={{ root: { borderRadius: "var(--mantine-radius-md)" } }}
          />
        ))}
      </AppShell.Section>
      <AppShell.Section pt="xs" style={{ borderTop: "1px solid var(--app-shell-border-color)" }}>
        {canInstall && (
          <NavLink
            component="button"
            label="Instalar app"
            leftSection={<IconDownload size={18} stroke={1.6} />}
            onClick={() => void install()}
            styles={{ root: { borderRadius: "var(--mantine-radius-md)" } }}
          />
        )}
        <NavLink
          component="button"
          label="Salir"
          c="red"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={confirm.open}
          styles={{ root: { borderRadius: "var(--mantine-radius-md)" } }}
        />
      </AppShell.Section>
      <MountOnceOpened opened={confirming}>
        <LogoutConfirmModal opened={confirming} onCancel={confirm.close} onConfirm={logout} />
      </MountOnceOpened>
    </>
  );
}
