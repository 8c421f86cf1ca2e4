import { createTheme, localStorageColorSchemeManager } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
});

/** The spec keeps the theme (dark or light) in local storage between visits. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: "theme" });
