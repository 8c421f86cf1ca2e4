import { ActionIcon, Button, Menu } from "@mantine/core";
import { IconChevronDown, IconLogout, IconTrophy, IconUser, IconUserCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSessionUser } from "../../../lib/session-user";

/** Who is signed in, their profile and logout; on phones also Ranking, which the tab bar leaves out. */
export function SessionMenu({ onLogout }: { onLogout: () => void }) {
  const user = useSessionUser();
  const name = user.data ? `${user.data.name} ${user.data.lastname}`.trim() : "Mi cuenta";
  return (
    <>
      <ActionIcon
        component={Link}
        to="/rank"
        variant="default"
        size="lg"
        hiddenFrom="sm"
        aria-label="Ranking"
      >
        <IconTrophy size={18} />
      </ActionIcon>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <Button
            variant="default"
            visibleFrom="sm"
            leftSection={<IconUserCircle size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {user.data?.name ?? "Mi cuenta"}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            Mi perfil
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Cerrar sesión
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" hiddenFrom="sm" aria-label={`Cuenta: ${name}`}>
            <IconUserCircle size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Cerrar sesión
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
