import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from "@mantine/core";
import classes from "./theme.module.css";

/**
 * WCAG AA asks 4.5:1 for text. Mantine's filled shades carry white text at 2.5–4.5:1 (green 3.5, red
 * 4.5) and its light variants put shade 9 on shade 1 at about 4:1; shades 8 and 9 of the colours the
 * app uses are darkened, same hue, to 4.7:1 or more.
 */
function readable(name: string, shade8: string, shade9: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name] as MantineColorsTuple;
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9];
}

export const theme = createTheme({
  primaryColor: "blue",
  // Filled buttons, badges and light-scheme coloured text use shade 8 (shade 6 is about 3.3:1).
  primaryShade: { light: 8, dark: 8 },
  colors: {
    blue: readable("blue", "#1971c2", "#1864ab"),
    red: readable("red", "#c92a2a", "#b02525"),
    green: readable("green", "#278338", "#267937"),
    orange: readable("orange", "#c54c0a", "#b83d0d"),
    teal: readable("teal", "#08835e", "#087756"),
    yellow: readable("yellow", "#a86200", "#a65600"),
    cyan: readable("cyan", "#0b7e91", "#0b7285"),
  },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // Plain entries, not Component.extend(): extend() would import each component into every page, the
  // public ones included.
  components: {
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: "always" } },
    // Mantine's focus placeholder is a role="presentation" child of role="menu", which ARIA forbids.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's close button has no name: screen readers would say only "button".
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Cerrar" } } },
    Notifications: { classNames: { root: classes.toasts } },
    // The same for each toast's close button (the theme reaches the Notification every toast renders).
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Cerrar aviso" } } },
    // A table wider than a phone scrolls sideways: the keyboard reaches its scroll area too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Mantine's own label for the eye button is English; screen readers read ours.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Mostrar u ocultar la contraseña" } },
    },
  },
});

/**
 * Grey ("dimmed") text and field errors at 4.5:1 or more on the page, on cards and on hovered rows:
 * Mantine's are gray-6 (3.3:1 on white), dark-2 (3.4:1 on a hovered dark row, 2.5:1 on a hovered menu item) and red-6 / red-8.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#676d73", "--mantine-color-error": "var(--mantine-color-red-8)" },
  dark: { "--mantine-color-dimmed": "#b4b4b4", "--mantine-color-error": "var(--mantine-color-red-4)" },
});

/** Where the spec keeps the theme (dark or light) between visits: local storage, under this key. */
export const THEME_KEY = "theme";
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });
