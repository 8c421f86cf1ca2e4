import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { DeferredTooltip } from "./deferred-tooltip";

/** Light/dark switch; Mantine's color scheme manager keeps the choice in local storage ("theme"). */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const dark = computed === "dark";
  const label = dark ? "Cambiar a modo claro" : "Cambiar a modo oscuro";
  return (
    <DeferredTooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(dark ? "light" : "dark")}
      >
        {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </DeferredTooltip>
  );
}
