import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { cssVariablesResolver, THEME_KEY, theme } from "../app/theme";
import { PRODUCTS } from "../features/landing/products";
import { LandingPage } from "../features/landing/routes/landing";
import { ProductPage } from "../features/landing/routes/product";
import { TermsPage } from "../features/landing/routes/terms";
import { PRODUCT_NAME } from "../lib/product";
import { TOKEN_KEY } from "../lib/session";

/** The storage keys the drawn pages' script reads (the app's own), given to it as data attributes. */
export const STORAGE_KEYS = { themeKey: THEME_KEY, tokenKey: TOKEN_KEY };

/**
 * The public pages the build draws ahead (scripts/prerender.mjs), so a phone opening one cold from a
 * shared link paints it from the HTML, before (and without) running the app: their address, the tab's
 * title, and the lazily loaded module whose styles they need (see route-preloads.mjs).
 */
export const PUBLIC_PAGES = [
  { path: "/", title: PRODUCT_NAME, module: "src/features/landing/routes/landing.tsx" },
  ...PRODUCTS.map((product) => ({
    path: `/${product.slug}`,
    title: `${product.name} · ${PRODUCT_NAME}`,
    module: "src/features/landing/routes/product.tsx",
  })),
  {
    path: "/terms_and_conditions",
    title: `Términos y condiciones · ${PRODUCT_NAME}`,
    module: "src/features/landing/routes/terms.tsx",
  },
];

/** The same routes as the app's for these pages, drawn light (the page's script sets the scheme). */
function PublicRoutes({ path }: { path: string }): ReactNode {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="terms_and_conditions" element={<TermsPage />} />
          <Route path=":product" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}

/** The markup of one public page. */
export const renderPublicPage = (path: string) => renderToString(<PublicRoutes path={path} />);
