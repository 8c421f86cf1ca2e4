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

/** The app's icon: the preview of a page that has no picture of its own. */
const APP_ICON = "/icons/icon-512.png";

/**
 * The public pages the build draws ahead (scripts/prerender.mjs), so a phone opening one cold from a
 * shared link paints it from the HTML, before (and without) running the app: their address, the tab's
 * title, the description and picture of their link preview, and the lazily loaded module whose styles
 * they need (see route-preloads.mjs). A page's title is the one the app gives it (useScreenTitle).
 */
export const PUBLIC_PAGES = [
  {
    path: "/",
    title: PRODUCT_NAME,
    description:
      "Reserva canchas de pádel, arma partidos y sigue tu ranking. Para los clubes: reservas, punto de venta, inventario y cajas en una sola app.",
    image: APP_ICON,
    module: "src/features/landing/routes/landing.tsx",
  },
  ...PRODUCTS.map((product) => ({
    path: `/${product.slug}`,
    title: `${product.title} · ${PRODUCT_NAME}`,
    description: product.description,
    image: product.screens[0]?.image ?? APP_ICON,
    module: "src/features/landing/routes/product.tsx",
  })),
  {
    path: "/terms_and_conditions",
    title: `Términos y condiciones · ${PRODUCT_NAME}`,
    description: `Las condiciones de uso de ${PRODUCT_NAME}: cuentas, reservas y pagos, uso aceptable del feed y tus datos personales.`,
    image: APP_ICON,
    module: "src/features/landing/routes/terms.tsx",
  },
];

/**
 * Pages of the app itself that people share (sign-in, sign-up): the build writes them as index.html with
 * the app as always, under their own title, description and preview.
 */
export const APP_PAGES = [
  {
    path: "/login",
    title: `Ingresar · ${PRODUCT_NAME}`,
    description:
      "Ingresa para reservar canchas de pádel, unirte a partidos de tu categoría y seguir tu ranking.",
    image: APP_ICON,
  },
  {
    path: "/register",
    title: `Crear cuenta · ${PRODUCT_NAME}`,
    description:
      "Crea tu cuenta de jugador: reserva canchas de pádel, únete a partidos de tu categoría y paga tu parte en línea.",
    image: APP_ICON,
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
