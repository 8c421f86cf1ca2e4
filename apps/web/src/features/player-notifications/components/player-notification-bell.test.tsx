import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { LIST_PATH, makeNotice, stubInbox } from "../test/fake-inbox";
import { PlayerNotificationBell } from "./player-notification-bell";

beforeEach(() => storeToken());
afterEach(() => vi.useRealTimers());

const unread = (n: number) =>
  Array.from({ length: n }, (_, i) => makeNotice({ id: i + 1, notification_title: `Aviso ${i + 1}` }));

describe("PlayerNotificationBell", () => {
  it("says how many are unread in its name and shows the number, linking to the inbox", async () => {
    stubInbox([...unread(3), makeNotice({ id: 9, notification_status: "read" })]);
    renderWithProviders(<PlayerNotificationBell />);
    const bell = await screen.findByRole("link", { name: "Notificaciones, 3 sin leer" });
    expect(bell).toHaveAttribute("href", "/notificaciones");
    expect(screen.getByText("3")).toBeInTheDocument();
  });

  it("is a plain bell with nothing unread", async () => {
    const fetchMock = stubInbox([makeNotice({ notification_status: "read" })]);
    const { queryClient } = renderWithProviders(<PlayerNotificationBell />);
    await waitFor(() => expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole("link", { name: "Notificaciones" })).toBeInTheDocument();
    expect(screen.queryByText("0")).toBeNull();
  });

  it("asks again every minute, not sooner, and when the window gets focus back", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubInbox(unread(1));
    renderWithProviders(<PlayerNotificationBell />);
    expect(await screen.findByRole("link", { name: "Notificaciones, 1 sin leer" })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(2));

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(callsTo(fetchMock, LIST_PATH)).toHaveLength(3));
    focusManager.setFocused(undefined);
  });
});
