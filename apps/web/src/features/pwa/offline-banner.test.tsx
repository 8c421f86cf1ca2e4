import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { OFFLINE_TEXT } from "./offline-banner";
import { PwaSupport } from "./pwa-support";

function renderSupport() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <PwaSupport />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => vi.restoreAllMocks());

describe("offline banner", () => {
  it("shows while the browser is offline and hides when it is back", () => {
    renderSupport();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_TEXT);
    act(() => setOnline(true));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it("shows after an API call fails for lack of connection, until a call succeeds", async () => {
    const queryClient = renderSupport();
    const unreachable = new ApiError("NETWORK_ERROR", "Sin conexión con el servidor.", 0);
    await act(() =>
      queryClient.prefetchQuery({ queryKey: ["a"], queryFn: () => Promise.reject(unreachable) }),
    );
    expect(screen.getByText(OFFLINE_TEXT)).toBeVisible();
    await act(() => queryClient.prefetchQuery({ queryKey: ["b"], queryFn: () => Promise.resolve(1) }));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it("stays hidden when the server answers with an error", async () => {
    const queryClient = renderSupport();
    const refused = new ApiError("FORBIDDEN", "No autorizado", 403);
    await act(() => queryClient.prefetchQuery({ queryKey: ["c"], queryFn: () => Promise.reject(refused) }));
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
