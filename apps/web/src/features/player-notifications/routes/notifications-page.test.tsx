import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { archivePath, LIST_PATH, makeNotice, READ_PATH, stubInbox } from "../test/fake-inbox";
import { PlayerNotificationsPage } from "./notifications-page";

/** jsdom has no IntersectionObserver: this one tells, on demand, that the end of the list came into view. */
const observed: Element[] = [];
let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

beforeEach(() => {
  storeToken();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
});

// The toasts' area, as the app's root layout has it.
const withToasts = (
  <>
    <Notifications />
    <Outlet />
  </>
);

const renderPage = (path = "/notificaciones") =>
  renderRoutes(
    [
      {
        element: withToasts,
        children: [
          { path: "/notificaciones", element: <PlayerNotificationsPage /> },
          { path: "/match/:slug", element: <p>Página del partido</p> },
        ],
      },
    ],
    path,
  );

const offer = makeNotice();
const reminder = makeNotice({
  id: 2,
  notification_type: "match_not_full",
  notification_title: "Faltan jugadores",
  notification_message: "Tu partido del domingo tiene 2 cupos libres.",
  notification_sent_at_text: "hace 3 horas",
  notification_status: "read",
  notification_link: null,
  club: { id: 2, name: "Club Sur" },
});

const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeNotice({ id: i + 1, notification_title: `Aviso ${i + 1}`, notification_status: "read" }),
  );

describe("PlayerNotificationsPage", () => {
  it("lists each notice with its title, message, club and time, and how many are unread", async () => {
    stubInbox([offer, reminder]);
    renderPage();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Se liberó un cupo")).toBeInTheDocument();
    expect(within(first).getByText("(sin leer)")).toBeInTheDocument();
    expect(within(first).getByText(offer.notification_message)).toBeInTheDocument();
    expect(within(first).getByText("Padel Los Andes · hace 5 minutos")).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "Cupo en un partido" })).toBeInTheDocument();
    expect(within(second).getByText("Club Sur · hace 3 horas")).toBeInTheDocument();
    expect(within(second).queryByText("(sin leer)")).toBeNull();
    expect(await screen.findByText("Tienes 1 notificación sin leer.")).toBeInTheDocument();
  });

  it("tapping a notice marks it read and follows its link", async () => {
    const fetchMock = stubInbox([offer, reminder]);
    renderPage();
    await userEvent.click(await screen.findByRole("link", { name: /Se liberó un cupo/ }));
    expect(await screen.findByText("Página del partido")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, READ_PATH)).toEqual([["PUT", { ids: [offer.id] }]]));
  });

  it("tapping a read notice without a link asks nothing", async () => {
    const fetchMock = stubInbox([reminder]);
    renderPage();
    await screen.findByText("Faltan jugadores");
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(screen.getByText("Faltan jugadores"));
    expect(callsTo(fetchMock, READ_PATH)).toEqual([]);
  });

  it("marks them all read, and the count and the list follow", async () => {
    const fetchMock = stubInbox([offer, makeNotice({ id: 3, notification_title: "Otro cupo" }), reminder]);
    renderPage();
    expect(await screen.findByText("Tienes 2 notificaciones sin leer.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Marcar todas como leídas" }));
    expect(await screen.findByText("Estás al día: no hay nada sin leer.")).toBeInTheDocument();
    expect(callsTo(fetchMock, READ_PATH)).toEqual([["PUT", { all: true }]]);
    await waitFor(() => expect(screen.queryByText("(sin leer)")).toBeNull());
    expect(screen.getByRole("button", { name: "Marcar todas como leídas" })).toBeDisabled();
  });

  it("shows them read at once, before the server answers", async () => {
    stubInbox([offer, makeNotice({ id: 3, notification_title: "Otro cupo" }), reminder], (method, url) =>
      method === "PUT" && url.pathname === READ_PATH ? "hang" : undefined,
    );
    renderPage();
    expect(await screen.findAllByText("(sin leer)")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Marcar todas como leídas" }));
    await waitFor(() => expect(screen.queryByText("(sin leer)")).toBeNull());
    expect(screen.getByText("Estás al día: no hay nada sin leer.")).toBeInTheDocument();
  });

  it("archives a notice: it leaves the list", async () => {
    const fetchMock = stubInbox([offer, reminder]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Archivar «Faltan jugadores»" }));
    await waitFor(() => expect(screen.queryByText("Faltan jugadores")).toBeNull());
    expect(callsTo(fetchMock, archivePath(reminder.id))).toEqual([["PUT", undefined]]);
    expect(screen.getByText("Se liberó un cupo")).toBeInTheDocument();
  });

  it("puts an archived notice back and says so when the server refuses", async () => {
    stubInbox([reminder], (method, url) =>
      method === "PUT" && url.pathname === archivePath(reminder.id)
        ? errorReply(500, "INTERNAL_ERROR", "El servidor no respondió a tiempo")
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Archivar «Faltan jugadores»" }));
    expect(await screen.findByText("No se pudo archivar la notificación")).toBeInTheDocument();
    expect(screen.getByText("El servidor no respondió a tiempo")).toBeInTheDocument();
    expect(screen.getByText("Faltan jugadores")).toBeInTheDocument();
  });

  it("shows only unread ones under «No leídas», with its own empty state", async () => {
    stubInbox([reminder]);
    const { router } = renderPage();
    await screen.findByText("Faltan jugadores");
    await userEvent.click(screen.getByText("No leídas"));
    expect(await screen.findByText("No tienes notificaciones sin leer")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?ver=no-leidas");
    await userEvent.click(screen.getByRole("button", { name: "Ver todas" }));
    expect(await screen.findByText("Faltan jugadores")).toBeInTheDocument();
  });

  it("says in Spanish that there is nothing yet", async () => {
    stubInbox([]);
    renderPage();
    expect(await screen.findByText("Aún no tienes notificaciones")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Marcar todas como leídas" })).toBeDisabled();
  });

  it("loads the next page with «Ver más» and as the end of the list comes into view", async () => {
    const fetchMock = stubInbox(many(25));
    renderPage();
    expect(await screen.findAllByRole("listitem")).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Ver más" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(20));

    report?.([{ isIntersecting: true }]);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(25));
    expect(screen.getByText("No hay más notificaciones.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
    const pages = callsTo(fetchMock, LIST_PATH).length;
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});
