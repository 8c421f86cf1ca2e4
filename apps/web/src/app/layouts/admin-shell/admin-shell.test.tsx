import { DEFAULT_TIME_ZONE } from "@club/contract";
import { localToday } from "@club/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "../../../lib/session";
import { makeStaffBooking } from "../../../test/booking-fixtures";
import { stubFetch } from "../../../test/fetch-stub";
import { globalState, storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { routes } from "../../routes";
import { MOBILE_QUERY } from "./admin-shell";

const sidebar = () => screen.findByRole("navigation", { name: "Menú principal" }, { timeout: 3000 });

beforeEach(() => {
  window.scrollTo = vi.fn();
  storeToken();
});
afterEach(() => vi.unstubAllGlobals());

describe("admin shell", { timeout: 15_000 }, () => {
  it("lists the entries of the enabled services, with their counts, and highlights the current one", async () => {
    stubFetch({
      "/api/admin/global_state": {
        body: globalState({
          enabled_services: [1, 2],
          pending_orders: 3,
          daily_pending_orders: 1,
          daily_bookings: 5,
        }),
      },
      // Of today's bookings, one paid, one a maintenance, two still to charge: those are the counter's.
      [`/api/admin/booking/get_bookings_by_date/${localToday(new Date(), DEFAULT_TIME_ZONE)}`]: {
        body: {
          club: { id: 1, name: "Club Los Andes" },
          date: localToday(new Date(), DEFAULT_TIME_ZONE),
          courts: [],
          bookings: [
            makeStaffBooking({ id: 1 }),
            makeStaffBooking({ id: 2, status: "pr" }),
            makeStaffBooking({ id: 3, status: "p100", payment_percentage: 100, paid_amount: 24_000 }),
            makeStaffBooking({ id: 4, status: "pb", booking_type: "maintenance" }),
          ],
        },
      },
    });
    renderRoutes(routes, "/admin/ventas/8");
    const nav = await sidebar();
    const entries = () =>
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent);
    // The counter's count comes with today's bookings, after the global state.
    await waitFor(() => expect(entries()).toContain("Punto de venta2 reservas por cobrar hoy"), {
      timeout: 3000,
    });
    expect(entries()).toEqual([
      "Dashboard",
      "IABeta",
      "Reservas5 reservas hoy",
      "Ranking y categorías",
      "Punto de venta2 reservas por cobrar hoy",
      "Inventario",
      "Cajas",
      "Ventas",
      "Pendientes3 ventas pendientes",
      "Reportes",
    ]);
    expect(within(nav).getByRole("link", { name: "Ventas" })).toHaveAttribute("data-active", "true");
    expect(within(nav).queryByText("Instalar app")).toBeNull();
    expect(await screen.findByRole("button", { name: /Caja cerrada/ })).toBeInTheDocument();
  });

  it("shows the register button only with the market service", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState({ enabled_services: [1, 3] }) } });
    renderRoutes(routes, "/admin_dashboard");
    const nav = await sidebar();
    expect(within(nav).getByRole("link", { name: "Reservas" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Balances" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notificaciones" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Caja (cerrada|abierta)/ })).toBeNull();
  });

  it("keeps a service the club has not enabled closed when its pages are opened by URL", async () => {
    // GoMatch only: the point of sale, a sale's page and the balances are GoMarket's and GoRegisters'.
    stubFetch({ "/api/admin/global_state": { body: globalState({ enabled_services: [1] }) } });
    for (const [path, service] of [
      ["/admin/punto-de-venta", "GoMarket"],
      ["/admin/ventas/12", "GoMarket"],
      ["/admin/balances", "GoRegisters"],
    ] as const) {
      const { unmount } = renderRoutes(routes, path);
      expect(
        await screen.findByRole("heading", { name: "Servicio no habilitado" }, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(`Esta sección es parte de ${service}, que este club no tiene habilitado.`),
      ).toBeVisible();
      expect(screen.getByRole("link", { name: "Ir al dashboard" })).toHaveAttribute(
        "href",
        "/admin_dashboard",
      );
      unmount();
    }
    renderRoutes(routes, "/admin/IA");
    expect(
      await screen.findByRole("heading", { name: "Asistente", level: 1 }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Servicio no habilitado" })).toBeNull();
  });

  it("asks before signing out, then clears the token and opens /admin_login", async () => {
    stubFetch({ "/api/admin/global_state": { body: globalState() } });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, "/admin_dashboard");
    await user.click(within(await sidebar()).getByRole("button", { name: "Salir" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Cerrar sesión?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();

    await user.click(within(await sidebar()).getByRole("button", { name: "Salir" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Cerrar sesión" }),
    );
    await screen.findByRole("heading", { name: "Ingreso administradores" }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/admin_login");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("greets the administrator on the dashboard with the global state figures", async () => {
    stubFetch({
      "/api/admin/global_state": {
        body: globalState({
          pending_orders: 2,
          cash_register: [
            {
              id: 1,
              cash_register_name: "Caja 1",
              cash_register_open: true,
              users_permissions_user: null,
              cash_register_last_action_datetime: null,
            },
            {
              id: 2,
              cash_register_name: "Caja 2",
              cash_register_open: false,
              users_permissions_user: null,
              cash_register_last_action_datetime: null,
            },
          ],
        }),
      },
    });
    renderRoutes(routes, "/admin_dashboard");
    expect(await screen.findByRole("heading", { name: /, Ana$/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("1 de 2")).toBeInTheDocument();
    expect(screen.getByText("Club Los Andes", { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Notificaciones" })).toBeInTheDocument();
  });

  it("closes the sidebar when the window narrows to a phone's width, and opens it when it widens", async () => {
    const desktopMatchMedia = window.matchMedia;
    let narrow = false;
    const matchesOf = (query: string) => query === MOBILE_QUERY && narrow;
    type Change = (event: { matches: boolean }) => void;
    const listeners = new Map<Change, string>();
    window.matchMedia = (query: string) =>
      ({
        ...desktopMatchMedia(query),
        matches: matchesOf(query),
        addEventListener: (_type: string, listener: Change) => listeners.set(listener, query),
        removeEventListener: (_type: string, listener: Change) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    const resize = (toNarrow: boolean) => {
      narrow = toNarrow;
      act(() => {
        for (const [listener, query] of listeners) listener({ matches: matchesOf(query) });
      });
    };
    try {
      stubFetch({ "/api/admin/global_state": { body: globalState() } });
      renderRoutes(routes, "/admin_dashboard");
      const burger = await screen.findByRole("button", { name: "Ocultar menú lateral" }, { timeout: 3000 });
      expect(burger).toHaveAttribute("aria-expanded", "true");
      resize(true);
      await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "false"));
      resize(false);
      await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "true"));
    } finally {
      window.matchMedia = desktopMatchMedia;
    }
  });

  it("starts with the sidebar closed on a phone and closes it after following a link", async () => {
    const desktopMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === MOBILE_QUERY });
    try {
      stubFetch({ "/api/admin/global_state": { body: globalState() } });
      const u = userEvent.setup();
      const { router } = renderRoutes(routes, "/admin_dashboard");
      const burger = await screen.findByRole("button", { name: "Mostrar menú lateral" }, { timeout: 3000 });
      // The sidebar's open state follows the media query in an effect: wait for it, not for a render.
      await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "false"));
      await u.click(burger);
      await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "true"));
      // The first load scrolled up already: only the route change counts from here.
      vi.mocked(window.scrollTo).mockClear();
      await u.click(within(await sidebar()).getByRole("link", { name: "Inventario" }));
      await screen.findByRole("heading", { name: "Inventario", level: 2 }, { timeout: 3000 });
      expect(router.state.location.pathname).toBe("/admin/inventario");
      await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "false"));
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    } finally {
      window.matchMedia = desktopMatchMedia;
    }
  });
});
