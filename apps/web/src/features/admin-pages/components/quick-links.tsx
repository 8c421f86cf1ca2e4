import { Button, Group } from "@mantine/core";
import { IconChartBar, IconCreditCard, IconSettings, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";

// Admin screens the spec routes to but keeps out of the sidebar.
const LINKS = [
  { label: "Usuarios", to: "/admin/lista_usuarios", icon: IconUsers },
  { label: "Estadísticas", to: "/admin/estadisticas", icon: IconChartBar },
  { label: "Pagos", to: "/admin/pagos", icon: IconCreditCard },
  { label: "Configuración", to: "/admin/configuracion", icon: IconSettings },
];

export function QuickLinks() {
  return (
    <Group gap="xs">
      {LINKS.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant="default"
          size="xs"
          leftSection={<link.icon size={14} />}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
