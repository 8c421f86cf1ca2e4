import type { GlobalState } from "@club/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type PersistedClient,
  persistQueryClient,
  persistQueryClientRestore,
} from "@tanstack/react-query-persist-client";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/fetch-stub";
import { globalState, storeToken, tokenFor } from "../test/fixtures";
import { GLOBAL_STATE_MAX_AGE, resolveRole, useGlobalState } from "./global-state";
import { createGlobalStatePersistOptions, deserializeKeptState } from "./global-state-cache";
import { clearSession, GLOBAL_STATE_CACHE_KEY, setToken } from "./session";

const state = (name: string, overrides: Partial<GlobalState> = {}) =>
  globalState({ name, username: name.toLowerCase(), ...overrides });
const refused = () =>
  jsonResponse({ error: { code: "FORBIDDEN", message: "Sin permiso", requestId: "t" } }, 403);
/** The server's answer to every call: a Response, or "offline" for a fetch that cannot connect. */
function serve(answer: () => Response | "offline") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const reply = answer();
      if (reply === "offline") throw new TypeError("Failed to fetch");
      return reply;
    }),
  );
}

const sessions: Array<() => void> = [];
/** Lets the saves the last changes asked for happen (unthrottled unless a test says otherwise). */
const settle = (ms = 50) => new Promise((done) => setTimeout(done, ms));

/**
 * One page load: a fresh client, restored from storage first and saved to it afterwards, as in the app
 * (with its own persister, so that no save queued by one test lands in the next).
 */
async function openApp({ throttleTime = 0 } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = createGlobalStatePersistOptions({ throttleTime });
  const [stopSaving, restored] = persistQueryClient({ queryClient, ...options });
  sessions.push(stopSaving);
  await restored;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, view: renderHook(() => useGlobalState(), { wrapper }) };
}

/** What storage holds: key and name of each kept state. */
function kept(): Array<{ key: unknown; name: string; status: string }> {
  const text = localStorage.getItem(GLOBAL_STATE_CACHE_KEY);
  if (!text) return [];
  const client = JSON.parse(text) as PersistedClient;
  return client.clientState.queries.map((q) => ({
    key: q.queryKey,
    name: (q.state.data as GlobalState).name,
    status: q.state.status,
  }));
}

/** An administrator who opened the back office online: their state is kept. */
async function visitOnline(subject: string, name: string, throttleTime = 0) {
  storeToken("1h", subject);
  serve(() => jsonResponse(state(name)));
  const app = await openApp({ throttleTime });
  await waitFor(() => expect(kept()).toEqual([{ key: ["global_state", subject], name, status: "success" }]), {
    timeout: 3000,
  });
  app.view.unmount();
  return app;
}

afterEach(async () => {
  for (const stop of sessions.splice(0)) stop();
  await settle();
  vi.unstubAllGlobals();
});

describe("the kept global state", () => {
  it("holds only the global state of the account signed in, not the other answers", async () => {
    const { queryClient } = await visitOnline("1", "Ana");
    await queryClient.fetchQuery({ queryKey: ["notifications", "all"], queryFn: () => ["no se guarda"] });
    queryClient.setQueryData(["global_state", "2"], state("Otra"));
    await settle();
    expect(kept()).toEqual([{ key: ["global_state", "1"], name: "Ana", status: "success" }]);
  });

  it("comes back on a reload without connection, and a failed refresh neither hides nor drops it", async () => {
    await visitOnline("1", "Ana");
    serve(() => "offline");
    const { view } = await openApp();
    expect(view.result.current.data?.name).toBe("Ana");
    await waitFor(() => expect(view.result.current.error?.message).toMatch(/^Sin conexión/));
    expect(resolveRole(view.result.current.data, view.result.current.error)).toBe("club_administrator");
    await settle();
    // Kept as the last successful answer, not as the failure.
    expect(kept()).toEqual([{ key: ["global_state", "1"], name: "Ana", status: "success" }]);
  });

  it("is removed on logout or expiry, even when a save was already queued", async () => {
    // Saves are throttled as in the app (longer here): this change waits in the queue, taken before the logout.
    const { queryClient } = await visitOnline("1", "Ana", 1000);
    queryClient.setQueryData(["global_state", "1"], state("Ana María"));
    clearSession();
    expect(kept()).toEqual([]);
    await settle(1100);
    expect(kept()).toEqual([]);
  });

  it("is dropped when another account signs in", async () => {
    await visitOnline("1", "Ana");
    setToken(tokenFor("2"));
    expect(localStorage.getItem(GLOBAL_STATE_CACHE_KEY)).toBeNull();
  });

  it("is never shown to another account, even with a token stored without a logout", async () => {
    await visitOnline("1", "Ana");
    // Another tab, or a tool, replaced the token without clearing the session.
    storeToken("1h", "2");
    serve(() => "offline");
    const { queryClient, view } = await openApp();
    await waitFor(() => expect(view.result.current.error).not.toBeNull());
    expect(view.result.current.data).toBeUndefined();
    expect(resolveRole(view.result.current.data, view.result.current.error)).toBeUndefined();
    expect(queryClient.getQueryData(["global_state", "1"])).toBeUndefined();
    await settle();
    expect(kept()).toEqual([]);
  });

  it("is not restored once the session has expired", async () => {
    await visitOnline("1", "Ana");
    storeToken(Math.floor(Date.now() / 1000) - 60, "1");
    serve(() => "offline");
    const { queryClient } = await openApp();
    expect(queryClient.getQueryData(["global_state", "1"])).toBeUndefined();
  });

  it("is dropped when the server refuses the session's global state", async () => {
    await visitOnline("1", "Ana");
    serve(refused);
    const { view } = await openApp();
    await waitFor(() => expect(view.result.current.error).not.toBeNull());
    expect(resolveRole(view.result.current.data, view.result.current.error)).toBe("unauthorized");
    await waitFor(() => expect(kept()).toEqual([]), { timeout: 3000 });
  });

  it("is not restored when saved by another app version, too old, or not fitting the contract", async () => {
    await visitOnline("1", "Ana");
    for (const stop of sessions.splice(0)) stop();
    await settle();
    const saved = JSON.parse(localStorage.getItem(GLOBAL_STATE_CACHE_KEY) ?? "") as PersistedClient;
    const restoreWith = async (client: PersistedClient) => {
      localStorage.setItem(GLOBAL_STATE_CACHE_KEY, JSON.stringify(client));
      const queryClient = new QueryClient();
      await persistQueryClientRestore({ queryClient, ...createGlobalStatePersistOptions() });
      return queryClient.getQueryData(["global_state", "1"]);
    };
    const [query] = saved.clientState.queries;
    if (!query) throw new Error("nothing kept");
    expect(await restoreWith(saved)).toMatchObject({ name: "Ana" });
    expect(await restoreWith({ ...saved, buster: "global-state-v0" })).toBeUndefined();
    expect(await restoreWith({ ...saved, timestamp: Date.now() - GLOBAL_STATE_MAX_AGE - 1 })).toBeUndefined();
    const withData = (data: unknown, dataUpdatedAt = query.state.dataUpdatedAt) => ({
      ...saved,
      clientState: { mutations: [], queries: [{ ...query, state: { ...query.state, data, dataUpdatedAt } }] },
    });
    expect(await restoreWith(withData(state("Ana"), Date.now() - GLOBAL_STATE_MAX_AGE - 1))).toBeUndefined();
    expect(await restoreWith(withData({ ...state("Ana"), club: undefined }))).toBeUndefined();
  });

  it("reads unreadable storage as nothing to restore", async () => {
    storeToken("1h", "1");
    expect((await deserializeKeptState("{no es json")).clientState.queries).toEqual([]);
  });
});
