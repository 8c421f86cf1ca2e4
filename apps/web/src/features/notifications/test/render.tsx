import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { TOKEN_KEY } from "../../../lib/session";

type Reply = { status?: number; body: unknown };
export type Route = (method: string, url: URL, body: unknown) => Reply | undefined;

function base64Url(value: object) {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** A decodable token that has not expired: apiRequest only sends usable tokens. */
export function signIn() {
  const payload = { sub: "1", exp: Math.floor(Date.now() / 1000) + 3600 };
  localStorage.setItem(
    TOKEN_KEY,
    `${base64Url({ alg: "HS256", typ: "JWT" })}.${base64Url(payload)}.signature`,
  );
}

/** Stubs the network boundary: every call goes through `route`; unknown calls answer 500 so a test sees them. */
export function stubFetch(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = route(method, url, body) ?? {
      status: 500,
      body: {
        error: { code: "INTERNAL_ERROR", message: `Sin ruta: ${method} ${url.pathname}`, requestId: "t" },
      },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to one path, as [method, body] pairs. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === pathname)
    .map(([, init]) => [
      init?.method ?? "GET",
      typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    ]);
}

export function renderWithProviders(ui: ReactElement) {
  notifications.clean();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
