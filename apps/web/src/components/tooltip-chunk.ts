// Its own chunk (see deferred-tooltip.tsx).
export { Tooltip as default } from "@mantine/core";
