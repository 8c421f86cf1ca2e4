import type { GlobalState } from "@club/contract";
import { MantineProvider } from "@mantine/core";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGlobalStatePersistOptions } from "../../lib/global-state-cache";
import { GLOBAL_STATE_CACHE_KEY } from "../../lib/session";
import { globalState, storeToken } from "../../test/fixtures";
import { routes } from "../routes";
import { OFFLINE_ACCESS_TITLE } from "./offline-access-notice";

type Server = { status: number; body: unknown } | "offline";
const refusal = (status: number, code: string) => ({
  status,
  body: { error: { code, message: "No", requestId: "t" } },
});

/** The global state call answers as `server` says; everything else (notifications) is not found. */
function serve(server: () => Server) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const reply = server();
      if (reply === "offline") throw new TypeError("Failed to fetch");
      const { pathname } = new URL(String(input), "http://localhost");
      const { status, body } = pathname === "/api/admin/global_state" ? reply : refusal(404, "NOT_FOUND");
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
}
const online = (state: GlobalState) => serve(() => ({ status: 200, body: state }));

const stops: Array<() => void> = [];

/** A page load of the app: its routes, with the global state restored from storage as in providers.tsx. */
function openApp({ path = "/admin_dashboard" } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={createGlobalStatePersistOptions({ throttleTime: 0 })}
      >
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>,
  );
  stops.push(view.unmount);
  return { ...view, router, queryClient };
}

const greeting = () => screen.findByRole("heading", { level: 2, name: /, Ana$/ }, { timeout: 3000 });
const sidebar = () => screen.findByRole("navigation", { name: "Menú principal" }, { timeout: 3000 });
const offlineNotice = () => screen.findByRole("heading", { name: OFFLINE_ACCESS_TITLE }, { timeout: 3000 });
const keptText = () => localStorage.getItem(GLOBAL_STATE_CACHE_KEY) ?? "";

/** An administrator opened the back office online before: the state is kept, and the page closed. */
async function visitedOnline(state = globalState()) {
  online(state);
  const app = openApp();
  await waitFor(() => expect(keptText()).toContain(`"name":"${state.name}"`), { timeout: 3000 });
  app.unmount();
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  storeToken("1h", "1");
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe("admin guard without connection", () => {
  it("opens the back office with the last known state after a reload", async () => {
    await visitedOnline(globalState({ enabled_services: [1, 3] }));
    serve(() => "offline");
    const { router } = openApp();
    const nav = await sidebar();
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    // The sections follow the kept services: no market service, so no inventory.
    expect(within(nav).getByRole("link", { name: "Balances" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Inventario" })).toBeNull();
    expect(await greeting()).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Verificando acceso" })).toBeNull();
    expect(router.state.location.pathname).toBe("/admin_dashboard");
  });

  it("says the server cannot be reached when nothing is kept, and opens once it is back", async () => {
    // The browser knows it is offline: the call is still tried, and fails for good.
    onlineManager.setOnline(false);
    serve(() => "offline");
    const { router } = openApp({ path: "/admin/inventario" });
    expect(await offlineNotice()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/inventario");

    online(globalState());
    onlineManager.setOnline(true);
    expect(
      await screen.findByRole("heading", { name: "Inventario", level: 2 }, { timeout: 3000 }),
    ).toBeVisible();
  });

  it("retries on demand after the call has failed for good", async () => {
    serve(() => "offline");
    openApp();
    await offlineNotice();
    online(globalState());
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await greeting()).toBeInTheDocument();
  });

  it("still sends to /error when the server refuses, whatever was kept", async () => {
    await visitedOnline();
    serve(() => refusal(403, "FORBIDDEN"));
    const { router } = openApp();
    await screen.findByRole("heading", { name: "¡Whoops! Territorio inexplorado" }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/error");
  });

  it("still sends to /admin_login when the session is refused (401)", async () => {
    await visitedOnline();
    serve(() => refusal(401, "UNAUTHORIZED"));
    const { router } = openApp();
    await screen.findByRole("heading", { name: "Ingreso administradores" }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/admin_login");
    expect(keptText()).not.toContain("Ana");
  });

  it("sends a player to /error offline too: the kept role decides", async () => {
    await visitedOnline(globalState({ user_role_type: "authenticated", name: "Pedro" }));
    serve(() => "offline");
    const { router } = openApp();
    await screen.findByRole("heading", { name: "¡Whoops! Territorio inexplorado" }, { timeout: 3000 });
    expect(router.state.location.pathname).toBe("/error");
  });

  it("never shows the previous account's back office to the next one on the same browser", async () => {
    await visitedOnline();
    const u = userEvent.setup();
    serve(() => "offline");
    openApp();
    await u.click(within(await sidebar()).getByRole("button", { name: "Salir" }));
    await u.click(await screen.findByRole("button", { name: "Cerrar sesión" }));
    await screen.findByRole("heading", { name: "Ingreso administradores" }, { timeout: 3000 });
    expect(keptText()).not.toContain("Ana");

    // Another account's token (stored here directly: logging in needs the server).
    storeToken("1h", "2");
    openApp();
    expect(await offlineNotice()).toBeInTheDocument();
    expect(screen.queryByText(/Ana/)).toBeNull();
  });
});
