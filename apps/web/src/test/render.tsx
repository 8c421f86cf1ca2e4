import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { theme } from "../app/theme";

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider env="test" theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders one component with the app's providers, a memory router and the toast area. */
export function renderWithProviders(ui: ReactElement) {
  notifications.clean();
  const queryClient = testQueryClient();
  const result = render(
    <TestProviders queryClient={queryClient}>
      <Notifications />
      <MemoryRouter>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, queryClient };
}

/** Renders route objects (the app's own, or a few) in a memory router with the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}
