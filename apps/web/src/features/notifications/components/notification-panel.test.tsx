import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import {
  ALL_PATH,
  makeNotification,
  makePage,
  READ_ALL_PATH,
  READ_MULTIPLE_PATH,
  UNREAD_PATH,
} from "../test/fixtures";
import { NotificationPanel } from "./notification-panel";

const pelotas = makeNotification({ id: 7 });
const bienvenida = makeNotification({
  id: 8,
  notification_type: "welcome",
  notification_title: "Bienvenido al club",
  notification_status: "read",
});

beforeEach(() => {
  storeToken();
});

describe("NotificationPanel", () => {
  it("says '1 nueva' for one unread notification", async () => {
    stubFetch((_, url) => (url.pathname === UNREAD_PATH ? { body: makePage([pelotas]) } : undefined));
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    expect(await screen.findByText("1 nueva")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Notificaciones" })).toBeInTheDocument();
  });

  it("counts every unread one, not only the page: 'N nuevas'", async () => {
    stubFetch((_, url) =>
      url.pathname === UNREAD_PATH ? { body: makePage([pelotas], { total: 12, totalPages: 3 }) } : undefined,
    );
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    expect(await screen.findByText("12 nuevas")).toBeInTheDocument();
    expect(screen.queryByText("1 nueva")).not.toBeInTheDocument();
  });

  it("shows each tab's empty state, with a 404 counting as an empty list", async () => {
    const user = userEvent.setup();
    stubFetch((_, url) => {
      if (url.pathname === UNREAD_PATH) return { body: makePage([]) };
      if (url.pathname === ALL_PATH) {
        return {
          status: 404,
          body: { error: { code: "NOT_FOUND", message: "No encontrado", requestId: "r" } },
        };
      }
    });
    renderWithProviders(<NotificationPanel mode="dashboard" />);
    expect(await screen.findByText("No hay nuevas notificaciones")).toBeInTheDocument();
    expect(screen.queryByText(/nuevas?$/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Marcar todas como leídas" })).toBeDisabled();

    await user.click(screen.getByRole("tab", { name: "Todas" }));
    expect(await screen.findByText("No hay notificaciones")).toBeInTheDocument();
  });

  it("shows the item with its link, time and the unread action only on unread ones", async () => {
    const user = userEvent.setup();
    stubFetch((_, url) => {
      if (url.pathname === UNREAD_PATH) return { body: makePage([pelotas]) };
      if (url.pathname === ALL_PATH) return { body: makePage([pelotas, bienvenida]) };
    });
    renderWithProviders(<NotificationPanel mode="dashboard" />);
    await user.click(await screen.findByRole("tab", { name: "Todas" }));
    const read = await screen.findByRole("listitem", { name: "Bienvenido al club" });
    const unread = screen.getByRole("listitem", { name: "Stock crítico: Pelotas Head" });
    expect(within(unread).getByRole("link", { name: pelotas.notification_title })).toHaveAttribute(
      "href",
      "/admin/inventario/12",
    );
    expect(within(unread).getByText("hace 5 minutos")).toBeInTheDocument();
    expect(within(unread).getByRole("img", { name: "Stock crítico" })).toBeInTheDocument();
    expect(within(unread).getByRole("button", { name: "Marcar como leída" })).toBeInTheDocument();
    expect(within(read).queryByRole("button", { name: "Marcar como leída" })).not.toBeInTheDocument();
    expect(within(read).getByRole("img", { name: "Bienvenida" })).toBeInTheDocument();
  });

  it("marks one read with PUT read_multiple_notifications [id] and refreshes the list", async () => {
    const user = userEvent.setup();
    let unread = [pelotas];
    const fetchMock = stubFetch((method, url) => {
      if (url.pathname === UNREAD_PATH) return { body: makePage(unread) };
      if (method === "PUT" && url.pathname === READ_MULTIPLE_PATH) {
        unread = [];
        return { body: { ok: true, updated: 1 } };
      }
      if (url.pathname === "/api/admin/global_state") return { status: 404, body: {} };
    });
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    await user.click(await screen.findByRole("button", { name: "Marcar como leída" }));

    await waitFor(() => expect(callsTo(fetchMock, READ_MULTIPLE_PATH)).toEqual([["PUT", [7]]]));
    expect(await screen.findByText("No hay nuevas notificaciones")).toBeInTheDocument();
  });

  it("opening an unread notification's link marks it read", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((method, url) => {
      if (url.pathname === UNREAD_PATH) return { body: makePage([pelotas]) };
      if (method === "PUT" && url.pathname === READ_MULTIPLE_PATH) return { body: { ok: true, updated: 1 } };
    });
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    await user.click(await screen.findByRole("link", { name: pelotas.notification_title }));
    await waitFor(() => expect(callsTo(fetchMock, READ_MULTIPLE_PATH)).toEqual([["PUT", [7]]]));
  });

  it("marks all read and archives through their endpoints", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch((method, url) => {
      if (url.pathname === UNREAD_PATH) return { body: makePage([pelotas]) };
      if (url.pathname === READ_ALL_PATH) return { body: { ok: true, updated: 1 } };
      if (method === "PUT" && url.pathname === "/api/admin/notification/archive_notification/7") {
        return { body: { ok: true, id: 7 } };
      }
    });
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    await user.click(await screen.findByRole("button", { name: "Marcar todas como leídas" }));
    await waitFor(() => expect(callsTo(fetchMock, READ_ALL_PATH)).toEqual([["GET", undefined]]));
    // The header's button is there before the list's first page has drawn (at transition priority).
    await user.click(await screen.findByRole("button", { name: "Archivar" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/admin/notification/archive_notification/7")).toEqual([
        ["PUT", undefined],
      ]),
    );
  });
});
