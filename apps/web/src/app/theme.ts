import { createTheme, localStorageColorSchemeManager } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    // Mantine's own label for the eye button is English; screen readers read ours. A plain entry, not
    // PasswordInput.extend(): that would load the password field on every page, public ones included.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Mostrar u ocultar la contraseña" } },
    },
  },
});

/** The spec keeps the theme (dark or light) in local storage between visits. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: "theme" });
