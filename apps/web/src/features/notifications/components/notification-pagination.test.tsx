import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeNotification, makePage, UNREAD_PATH } from "../test/fixtures";
import { NotificationPanel } from "./notification-panel";

beforeEach(() => {
  storeToken();
});

function pageButtons() {
  return screen.getAllByRole("button", { name: /^Página \d+$/ }).map((button) => Number(button.textContent));
}

describe("NotificationPanel pagination", () => {
  it("shows 2 pages each side of the current one in dashboard mode, asking the server for 5 per page", async () => {
    const user = userEvent.setup();
    const requested: string[] = [];
    stubFetch((_, url) => {
      if (url.pathname !== UNREAD_PATH) return undefined;
      requested.push(url.search);
      const page = Number(url.searchParams.get("page"));
      const item = makeNotification({ id: page, notification_title: `Aviso de la página ${page}` });
      return { body: makePage([item], { page, total: 50, totalPages: 10 }) };
    });
    renderWithProviders(<NotificationPanel mode="dashboard" />);
    await screen.findByText("Aviso de la página 1");
    expect(pageButtons()).toEqual([1, 2, 3]);

    await user.click(screen.getByRole("button", { name: "Página 3" }));
    await screen.findByText("Aviso de la página 3");
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole("button", { name: "Página 3" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Página 5" }));
    await screen.findByText("Aviso de la página 5");
    expect(pageButtons()).toEqual([3, 4, 5, 6, 7]);
    expect(requested).toContain("?page=5&limit=5");
  });

  it("has no pagination in dropdown mode", async () => {
    stubFetch((_, url) =>
      url.pathname === UNREAD_PATH
        ? { body: makePage([makeNotification()], { total: 50, totalPages: 10 }) }
        : undefined,
    );
    renderWithProviders(<NotificationPanel mode="dropdown" />);
    await screen.findByText("50 nuevas");
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Página/ })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Ver todas las notificaciones" })).toBeInTheDocument();
  });
});
