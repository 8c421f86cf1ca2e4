import { breadcrumbs } from "@club/domain";
import { Anchor, Box, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useTitleOf } from "../../../lib/screen-title";

const list = {
  display: "flex",
  alignItems: "center",
  gap: 6,
  listStyle: "none",
  margin: 0,
  padding: 0,
  minWidth: 0,
};

/**
 * Dashboard first, then one crumb per path segment; the last one is the current page (not a link),
 * named as the screen names itself (an item's name, not "#41"). Phones keep only the parent and the
 * current page, so the current one is never cut off.
 */
export function AdminBreadcrumbs() {
  const { pathname } = useLocation();
  const title = useTitleOf(pathname);
  const crumbs = breadcrumbs(pathname);
  const current = crumbs.at(-1);
  if (current && title && crumbs.length > 1) current.label = title;
  const firstOnPhones = Math.max(crumbs.length - 2, 0);
  return (
    <Box component="nav" aria-label="Ruta de navegación" miw={0}>
      <ol style={list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Box
              component="li"
              key={crumb.href}
              visibleFrom={index < firstOnPhones ? "sm" : undefined}
              style={{
                display: "flex",
                alignItems: "center",
                gap: 6,
                minWidth: last ? 0 : undefined,
                flexShrink: last ? 1 : 0,
              }}
            >
              {index > 0 && (
                <Text
                  span
                  c="dimmed"
                  size="sm"
                  aria-hidden
                  visibleFrom={index === firstOnPhones ? "sm" : undefined}
                >
                  /
                </Text>
              )}
              {last ? (
                <Text span size="sm" fw={600} truncate aria-current="page">
                  {crumb.label}
                </Text>
              ) : (
                <Anchor component={Link} to={crumb.href} size="sm" style={{ whiteSpace: "nowrap" }}>
                  {crumb.label}
                </Anchor>
              )}
            </Box>
          );
        })}
      </ol>
    </Box>
  );
}
