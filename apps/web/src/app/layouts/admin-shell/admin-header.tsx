import { SERVICE_IDS } from "@club/contract";
import { Box, Burger, Divider, Group } from "@mantine/core";
import { Brand } from "../../../components/brand";
import { ColorSchemeToggle } from "../../../components/color-scheme-toggle";
import { CashRegisterButton } from "../../../features/cash-registers/components/cash-register-button";
import { NotificationBell } from "../../../features/notifications/components/notification-bell";
import { AdminBreadcrumbs } from "./admin-breadcrumbs";

interface AdminHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  enabledServices: readonly number[];
}

export function AdminHeader({ navOpened, onToggleNav, enabledServices }: AdminHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={navOpened ? "Ocultar menú lateral" : "Mostrar menú lateral"}
          aria-expanded={navOpened}
        />
        <Box visibleFrom="md">
          <Brand to="/admin_dashboard" />
        </Box>
        <Divider orientation="vertical" visibleFrom="md" />
        <Box style={{ minWidth: 0, overflow: "hidden" }}>
          <AdminBreadcrumbs />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* The register control belongs to the market service (spec section 6). */}
        {enabledServices.includes(SERVICE_IDS.GoMarket) && <CashRegisterButton />}
        <NotificationBell />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
