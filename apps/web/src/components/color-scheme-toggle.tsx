import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { DeferredTooltip } from "./deferred-tooltip";

const LABELS = { light: "Cambiar a modo oscuro", dark: "Cambiar a modo claro" } as const;

/**
 * Light/dark switch; Mantine's color scheme manager keeps the choice in local storage ("theme"). Its icon
 * follows the page's scheme attribute through CSS, and it names both labels in data attributes: a public
 * page the server drew works it before (or without) the app (prerender/public-page.js).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const dark = computed === "dark";
  const label = LABELS[computed];
  return (
    <DeferredTooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        data-scheme-toggle=""
        data-label-light={LABELS.light}
        data-label-dark={LABELS.dark}
        onClick={() => setColorScheme(dark ? "light" : "dark")}
      >
        <IconSun size={18} className="mantine-light-hidden" />
        <IconMoon size={18} className="mantine-dark-hidden" />
      </ActionIcon>
    </DeferredTooltip>
  );
}
