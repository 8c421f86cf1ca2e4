import type { Dashboard } from "@club/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { globalState } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { DashboardStats } from "./dashboard-stats";

const card = () => screen.getByText("Notificaciones").closest(".mantine-Paper-root") as HTMLElement;

describe("DashboardStats", () => {
  it("counts the unread notifications on their card, singular and plural", () => {
    const state = globalState({ has_unread_notifications: true });
    const { unmount } = renderWithProviders(<DashboardStats state={state} unreadNotifications={3} />);
    expect(card()).toHaveTextContent("3");
    expect(card()).toHaveTextContent("3 avisos sin leer");
    unmount();
    renderWithProviders(<DashboardStats state={state} unreadNotifications={1} />);
    expect(screen.getByText("1 aviso sin leer")).toBeInTheDocument();
  });

  it("says it is up to date with none unread, and uses the global state's flag while counting", () => {
    renderWithProviders(<DashboardStats state={globalState()} unreadNotifications={0} />);
    expect(card()).toHaveTextContent("0");
    expect(card()).toHaveTextContent("No hay avisos nuevos");
  });

  it("counts today's bookings when bookings are enabled, and leaves the card out otherwise", () => {
    const { unmount } = renderWithProviders(
      <DashboardStats
        state={globalState({ enabled_services: [1], daily_bookings: 6 })}
        unreadNotifications={0}
      />,
    );
    const bookings = screen.getByText("Reservas del día").closest(".mantine-Paper-root") as HTMLElement;
    expect(bookings).toHaveTextContent("6");
    expect(bookings).toHaveTextContent("Canchas tomadas hoy");
    unmount();
    renderWithProviders(
      <DashboardStats
        state={globalState({ enabled_services: [2], daily_bookings: 6 })}
        unreadNotifications={0}
      />,
    );
    expect(screen.queryByText("Reservas del día")).toBeNull();
  });

  it("compares today's sales with the same weekday last week, and links each card to its screen", () => {
    const day: Dashboard = {
      date: "2026-11-23",
      time: "15:00",
      sales: {
        today: { net_amount: 12_500, orders_count: 4 },
        last_week_so_far: { net_amount: 10_000, orders_count: 3 },
        last_week_whole_day: { net_amount: 30_000, orders_count: 9 },
      },
      courts: {
        total: 4,
        now: [],
        next: [
          {
            booking_id: 7,
            court_name: "Cancha 2",
            start_time: "17:00",
            end_time: "18:30",
            booking_type: "match",
            blocked: false,
            who: "Ana Muñoz",
          },
        ],
      },
      critical_stock: {
        count: 3,
        items: [
          {
            id: 9,
            item_name: "Overgrip",
            item_stock: 1,
            item_critical_stock: 4,
            item_bulk: false,
            item_measure_unit_short: null,
          },
        ],
      },
    };
    renderWithProviders(<DashboardStats state={globalState()} unreadNotifications={0} day={day} />);
    const sales = screen.getByText("Ventas de hoy").closest("a") as HTMLElement;
    expect(sales).toHaveAttribute("href", "/admin/reportes");
    expect(sales).toHaveTextContent("$12.500");
    expect(sales).toHaveTextContent("+25% que el lunes pasado a esta hora");
    const courts = screen.getByText("Canchas ahora").closest("a") as HTMLElement;
    expect(courts).toHaveTextContent("0 de 4");
    expect(courts).toHaveTextContent("Próxima: Cancha 2 a las 17:00");
    const stock = screen.getByText("Stock crítico").closest("a") as HTMLElement;
    expect(stock).toHaveAttribute("href", "/admin/inventario");
    expect(stock).toHaveTextContent("Overgrip y 2 más");
  });

  it("shows skeletons for today's figures while they load", () => {
    const { container, unmount } = renderWithProviders(
      <DashboardStats state={globalState()} unreadNotifications={0} />,
    );
    expect(container.querySelectorAll(".mantine-Skeleton-root")).toHaveLength(3);
    unmount();
  });
});
