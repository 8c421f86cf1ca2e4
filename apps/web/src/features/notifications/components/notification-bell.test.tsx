import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { GLOBAL_STATE_PATH, globalState, storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeNotification, makePage, UNREAD_PATH } from "../test/fixtures";
import { NotificationBell } from "./notification-bell";

beforeEach(() => {
  storeToken();
});

function stubServer(hasUnread: boolean) {
  return stubFetch((_, url) => {
    if (url.pathname === GLOBAL_STATE_PATH) {
      return { body: globalState({ has_unread_notifications: hasUnread }) };
    }
    if (url.pathname === UNREAD_PATH) return { body: makePage(hasUnread ? [makeNotification()] : []) };
  });
}

describe("NotificationBell", () => {
  it("says in its name how many are unread", async () => {
    stubFetch((_, url) => {
      if (url.pathname === GLOBAL_STATE_PATH)
        return { body: globalState({ has_unread_notifications: true }) };
      if (url.pathname === UNREAD_PATH) {
        return { body: makePage([makeNotification({ id: 1 }), makeNotification({ id: 2 })], { total: 12 }) };
      }
    });
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole("button", { name: "Notificaciones, 12 sin leer" })).toBeInTheDocument();
    unmount();

    stubServer(false);
    const quiet = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(quiet.queryClient.isFetching()).toBe(0));
    expect(screen.getByRole("button", { name: "Notificaciones" })).toBeInTheDocument();
  });

  it("shows a dot only while there are unread notifications", async () => {
    stubServer(true);
    const { container, unmount } = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(container.querySelector(".mantine-Indicator-indicator")).not.toBeNull());
    unmount();

    const fetchMock = stubServer(false);
    const second = renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(callsTo(fetchMock, "/api/admin/global_state")).toHaveLength(1));
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(second.container.querySelector(".mantine-Indicator-indicator")).toBeNull();
  });

  it("opens the panel from the bell and closes it on an outside click", async () => {
    const user = userEvent.setup();
    stubServer(true);
    renderWithProviders(
      <>
        <p>Fuera</p>
        <NotificationBell />
      </>,
    );
    expect(screen.queryByRole("tab", { name: "No leídas" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Notificaciones/ }));
    expect(await screen.findByText("1 nueva")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "No leídas" })).toBeInTheDocument();

    await user.click(screen.getByText("Fuera"));
    await waitFor(() => expect(screen.queryByRole("tab", { name: "No leídas" })).not.toBeInTheDocument());
  });

  it("closes the panel with Escape while focus stays on the bell", async () => {
    const user = userEvent.setup();
    stubServer(true);
    renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole("button", { name: /^Notificaciones/ });
    await user.click(bell);
    expect(await screen.findByText("1 nueva")).toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tab", { name: "No leídas" })).not.toBeInTheDocument());
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();
  });

  it("closes the panel with Escape from inside it and gives focus back to the bell", async () => {
    const user = userEvent.setup();
    stubServer(true);
    renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole("button", { name: /^Notificaciones/ });
    await user.click(bell);
    const tab = await screen.findByRole("tab", { name: "No leídas" });
    tab.focus();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tab", { name: "No leídas" })).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });
});
