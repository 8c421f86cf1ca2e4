import { Button, Group } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { isActive, PLAYER_LINKS } from "./player-links";

/** Desktops: the sections in the header. */
export function PlayerTopNav() {
  const { pathname } = useLocation();
  return (
    <Group gap={2} visibleFrom="sm" component="nav" aria-label="Secciones" wrap="nowrap">
      {PLAYER_LINKS.map((link) => {
        const active = isActive(link, pathname);
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-sm"
            h={36}
            px="xs"
            variant={active ? "light" : "subtle"}
            aria-current={active ? "page" : undefined}
            leftSection={<link.icon size={16} aria-hidden />}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
