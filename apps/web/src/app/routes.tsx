import { Navigate, type RouteObject } from "react-router";
import { CenteredLoader } from "../components/centered-loader";
import { RouteErrorBoundary } from "../features/errors/components/route-error-boundary";
import { loadChunk } from "../lib/chunk-load";
import { RequireToken } from "./guards/require-token";
import { ADMIN_LOGIN_PATH, PLAYER_LOGIN_PATH } from "./guards/use-session-watch";
import { lazyPage } from "./lazy-route";
import { prefetchCourt, prefetchDashboard, prefetchGlobalState, prefetchMyBookings } from "./prefetch";
import { RootLayout } from "./root-layout";

/** Static paths (productos, nuevo-producto) outrank the item id. */
const inventoryRoutes: RouteObject[] = [
  {
    path: "admin/inventario",
    lazy: lazyPage(
      () => import("../features/inventory/routes/inventory-page"),
      (m) => m.InventoryPage,
    ),
  },
  {
    path: "admin/inventario/productos",
    lazy: lazyPage(
      () => import("../features/inventory/routes/catalog-page"),
      (m) => m.CatalogPage,
    ),
  },
  {
    path: "admin/inventario/nuevo-producto",
    lazy: lazyPage(
      () => import("../features/inventory/routes/new-item-page"),
      (m) => m.NewItemPage,
    ),
  },
  {
    path: "admin/inventario/:id_item",
    lazy: lazyPage(
      () => import("../features/inventory/routes/item-page"),
      (m) => m.ItemPage,
    ),
  },
];

/** The front desk's bookings: `new` outranks the id, which also takes the grid's `ghost-…` slots. */
const staffBookingRoutes: RouteObject[] = [
  {
    path: "admin/reservas",
    lazy: lazyPage(
      () => import("../features/staff-bookings/routes/staff-bookings-page"),
      (m) => m.StaffBookingsPage,
    ),
  },
  {
    path: "admin/reservas/new",
    lazy: lazyPage(
      () => import("../features/staff-bookings/routes/new-booking-page"),
      (m) => m.NewBookingPage,
    ),
  },
  {
    path: "admin/reservas/:id",
    lazy: lazyPage(
      () => import("../features/staff-bookings/routes/booking-page"),
      (m) => m.BookingPage,
    ),
  },
];

/** The club's sales, and the pending orders left to charge. */
const salesRoutes: RouteObject[] = [
  {
    path: "admin/ventas",
    lazy: lazyPage(
      () => import("../features/sales/routes/sales-page"),
      (m) => m.SalesPage,
    ),
  },
  {
    path: "admin/ventas/:id_order",
    lazy: lazyPage(
      () => import("../features/sales/routes/sale-page"),
      (m) => m.SalePage,
    ),
  },
  {
    path: "admin/pendientes",
    lazy: lazyPage(
      () => import("../features/sales/routes/pending-page"),
      (m) => m.PendingPage,
    ),
  },
  {
    path: "admin/reportes",
    lazy: lazyPage(
      () => import("../features/reports/routes/reports-page"),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: "admin/pendientes/:id_order",
    lazy: lazyPage(
      () => import("../features/sales/routes/pending-order-page"),
      (m) => m.PendingOrderPage,
    ),
  },
];

/**
 * The club's set-up, its users and their ranking categories, its payments list, its registers' history,
 * their closing balances and the club assistant.
 */
const clubAdminRoutes: RouteObject[] = [
  {
    path: "admin/punto-de-venta",
    lazy: lazyPage(
      () => import("./routes/point-of-sale-route"),
      (m) => m.PointOfSaleRoute,
    ),
  },
  {
    path: "admin/configuracion",
    lazy: lazyPage(
      () => import("../features/club-setup/routes/club-setup-page"),
      (m) => m.ClubSetupPage,
    ),
  },
  {
    path: "admin/configuracion/editar_club",
    lazy: lazyPage(
      () => import("../features/club-setup/routes/edit-club-page"),
      (m) => m.EditClubPage,
    ),
  },
  {
    path: "admin/historial-cajas",
    lazy: lazyPage(
      () => import("../features/register-history/routes/register-history-page"),
      (m) => m.RegisterHistoryPage,
    ),
  },
  {
    path: "admin/historial-cajas/:id_record",
    lazy: lazyPage(
      () => import("../features/register-history/routes/register-record-page"),
      (m) => m.RegisterRecordPage,
    ),
  },
  {
    path: "admin/balances",
    lazy: lazyPage(
      () => import("../features/balances/routes/balances-page"),
      (m) => m.BalancesPage,
    ),
  },
  {
    path: "admin/balances/:id_record",
    lazy: lazyPage(
      () => import("../features/balances/routes/balance-page"),
      (m) => m.BalancePage,
    ),
  },
  {
    path: "admin/estadisticas",
    lazy: lazyPage(
      () => import("../features/booking-stats/routes/booking-stats-page"),
      (m) => m.BookingStatsPage,
    ),
  },
  {
    path: "admin/lista_usuarios",
    lazy: lazyPage(
      () => import("../features/club-users/routes/club-users-page"),
      (m) => m.ClubUsersPage,
    ),
  },
  {
    path: "admin/lista_usuarios/:id",
    lazy: lazyPage(
      () => import("../features/club-users/routes/club-user-page"),
      (m) => m.ClubUserPage,
    ),
  },
  {
    path: "admin/ranking",
    lazy: lazyPage(
      () => import("../features/admin-ranking/routes/admin-ranking-page"),
      (m) => m.AdminRankingPage,
    ),
  },
  {
    path: "admin/pagos",
    lazy: lazyPage(
      () => import("../features/staff-payments/routes/payments-page"),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: "admin/IA",
    lazy: lazyPage(
      () => import("../features/assistant/routes/assistant-page"),
      (m) => m.AssistantPage,
    ),
  },
];

/** The player's booking screens; the rest of the player area still shows its sentence. */
const playerRoutes: RouteObject[] = [
  {
    path: "court",
    loader: prefetchCourt,
    lazy: lazyPage(
      () => import("../features/bookings/routes/court-page"),
      (m) => m.CourtPage,
    ),
  },
  {
    path: "reservas",
    loader: prefetchMyBookings,
    lazy: lazyPage(
      () => import("../features/bookings/routes/my-bookings-page"),
      (m) => m.MyBookingsPage,
    ),
  },
  {
    path: "payment/:slug",
    lazy: lazyPage(
      () => import("../features/payments/routes/payment-page"),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: "feed",
    lazy: lazyPage(
      () => import("../features/feed/routes/feed-page"),
      (m) => m.FeedPage,
    ),
  },
  {
    path: "notificaciones",
    lazy: lazyPage(
      () => import("../features/player-notifications/routes/notifications-page"),
      (m) => m.PlayerNotificationsPage,
    ),
  },
  {
    path: "rank",
    lazy: lazyPage(
      () => import("../features/ranking/routes/rank-page"),
      (m) => m.RankPage,
    ),
  },
  {
    path: "profile",
    lazy: lazyPage(
      () => import("../features/profiles/routes/profile-pages"),
      (m) => m.OwnProfilePage,
    ),
  },
  {
    path: "user/:username",
    lazy: lazyPage(
      () => import("../features/profiles/routes/profile-pages"),
      (m) => m.UserProfilePage,
    ),
  },
  {
    path: "edit-profile/:username",
    lazy: lazyPage(
      () => import("../features/profiles/routes/edit-profile-page"),
      (m) => m.EditProfilePage,
    ),
  },
];

/** Spec section 2. Guards are layout routes: token first, then the admin role. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: () => <CenteredLoader />,
    children: [
      {
        index: true,
        // The landing for visitors, the player's home for a session: each loads only its own code.
        lazy: async () => {
          const { IndexPage, preloadIndexPage } = await loadChunk(() => import("./routes/index-page"));
          await preloadIndexPage();
          return { Component: IndexPage };
        },
      },
      {
        path: "terms_and_conditions",
        lazy: lazyPage(
          () => import("../features/landing/routes/terms"),
          (m) => m.TermsPage,
        ),
      },
      {
        path: "login",
        lazy: lazyPage(
          () => import("../features/auth/routes/player-login"),
          (m) => m.PlayerLoginPage,
        ),
      },
      {
        path: "register",
        lazy: lazyPage(
          () => import("../features/auth/routes/register"),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: "admin_login",
        lazy: lazyPage(
          () => import("../features/auth/routes/admin-login"),
          (m) => m.AdminLoginPage,
        ),
      },
      {
        path: "password_reset",
        lazy: lazyPage(
          () => import("../features/auth/routes/password-reset"),
          (m) => m.PasswordResetPage,
        ),
      },
      {
        path: "confirmar-correo",
        lazy: lazyPage(
          () => import("../features/auth/routes/confirm-email"),
          (m) => m.ConfirmEmailPage,
        ),
      },
      {
        path: "error",
        lazy: lazyPage(
          () => import("../features/errors/routes/not-found"),
          (m) => m.NotFoundPage,
        ),
      },
      {
        path: "pago_no_encontrado",
        lazy: lazyPage(
          () => import("../features/errors/routes/payment-not-found"),
          (m) => m.PaymentNotFoundPage,
        ),
      },
      // Static paths outrank this one; see ProductPage for what it accepts.
      {
        path: ":product",
        lazy: lazyPage(
          () => import("../features/landing/routes/product"),
          (m) => m.ProductPage,
        ),
      },
      {
        lazy: lazyPage(
          () => import("./layouts/player-shell/player-shell"),
          (m) => m.PlayerShell,
        ),
        children: [
          {
            // Public: opened from a shared link, signed in or not.
            path: "match/:slug",
            lazy: lazyPage(
              () => import("../features/matches/routes/match-page"),
              (m) => m.MatchPage,
            ),
          },
          {
            element: <RequireToken loginPath={PLAYER_LOGIN_PATH} />,
            children: playerRoutes,
          },
        ],
      },
      {
        element: <RequireToken loginPath={ADMIN_LOGIN_PATH} />,
        children: [
          {
            // Lazy: it reads the global state through the contract, which the public pages do without.
            loader: prefetchGlobalState,
            lazy: lazyPage(
              () => import("./guards/require-admin"),
              (m) => m.RequireAdmin,
            ),
            children: [
              {
                lazy: lazyPage(
                  () => import("./layouts/admin-shell/admin-shell"),
                  (m) => m.AdminShell,
                ),
                children: [
                  {
                    // Inside the shell, so a broken page keeps the header and the sidebar.
                    errorElement: <RouteErrorBoundary />,
                    children: [
                      {
                        path: "admin_dashboard",
                        loader: prefetchDashboard,
                        lazy: lazyPage(
                          () => import("./routes/admin-dashboard"),
                          (m) => m.AdminDashboardPage,
                        ),
                      },
                      ...inventoryRoutes,
                      ...staffBookingRoutes,
                      ...clubAdminRoutes,
                      ...salesRoutes,
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/error" replace /> },
    ],
  },
];
