// Mantine's CSS split by what a page uses. Each Mantine component's class names live in its own
// `<Name>.module.mjs`; the build adds to that module an import of the component's stylesheet
// (`@mantine/core/styles/<Name>.css`), so a stylesheet lands in the same chunk as its component and
// loads with it, after the stylesheets of the components it builds on (imported, so evaluated, first).
// The dev server pre-bundles Mantine past this hook, so there `virtual:mantine-styles` is the whole sheet.

const VIRTUAL = "virtual:mantine-styles";
const RESOLVED = `\0${VIRTUAL}`;
const COMPONENT_CLASSES = /\/@mantine\/core\/esm\/.+\/([A-Za-z]+)\.module\.mjs$/;
// What every page needs before any component: the CSS variables, the reset and the global rules.
const BASE = ["baseline", "default-css-variables", "global"];

/** @returns {import("vite").Plugin} */
export function mantineCssPerComponent() {
  let build = false;
  return {
    name: "club-mantine-css",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) return 'import "@mantine/core/styles.css";';
      return BASE.map((name) => `import "@mantine/core/styles/${name}.css";`).join("\n");
    },
    transform(code, id) {
      if (!build) return undefined;
      const match = COMPONENT_CLASSES.exec(id.split("?")[0] ?? "");
      if (!match) return undefined;
      return { code: `import "@mantine/core/styles/${match[1]}.css";\n${code}`, map: null };
    },
  };
}
