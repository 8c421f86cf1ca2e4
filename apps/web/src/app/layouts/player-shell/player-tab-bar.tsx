import { UnstyledButton } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { isActive, PLAYER_LINKS } from "./player-links";
import classes from "./player-shell.module.css";

/** Phones: the sections at the bottom of the screen, under the thumb. */
export function PlayerTabBar() {
  const { pathname } = useLocation();
  return (
    <nav className={classes.tabBar} aria-label="Secciones">
      {PLAYER_LINKS.filter((link) => !link.headerOnPhone).map((link) => {
        const active = isActive(link, pathname);
        return (
          <UnstyledButton
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.tab}
            data-active={active || undefined}
            aria-current={active ? "page" : undefined}
          >
            <link.icon size={22} aria-hidden />
            <span>{link.label}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
