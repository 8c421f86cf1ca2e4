import type { GlobalState } from "@club/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { UnsecuredJWT } from "jose";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { TOKEN_KEY } from "../lib/session";

/** A decodable token; guards only decode it (the server verifies the signature). */
export function storeToken(expiresIn: string | number = "1h") {
  const token = new UnsecuredJWT({}).setSubject("1").setIssuedAt().setExpirationTime(expiresIn).encode();
  localStorage.setItem(TOKEN_KEY, token);
  return token;
}

export function globalState(overrides: Partial<GlobalState> = {}): GlobalState {
  return {
    cash_register: [],
    user_id: 1,
    user_role_type: "club_administrator",
    username: "ana",
    name: "Ana",
    lastname: "Rojas",
    pending_orders: 0,
    daily_pending_orders: 0,
    has_unread_notifications: false,
    enabled_services: [1, 2, 3],
    club: { id: 1, name: "Club Los Andes", support_email: "soporte@club.cl" },
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown } | "hang";

const envelope = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, requestId: "test" } },
});
export const notFound = () => envelope(404, "NOT_FOUND", "No encontrado");
export const forbidden = () => envelope(403, "FORBIDDEN", "Sin permiso");

/**
 * Stubs the network boundary. `replies` maps a pathname to its answer; anything else answers 404
 * (which the notification lists read as empty). "hang" never answers, to observe loading states.
 */
export function stubFetch(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const entry = replies[url.pathname];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = (typeof entry === "function" ? entry(body) : entry) ?? notFound();
    if (reply === "hang") return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders route objects (the app's own, or a few) in a memory router with the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
