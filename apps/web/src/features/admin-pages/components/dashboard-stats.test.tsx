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
});
