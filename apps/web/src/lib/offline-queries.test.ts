import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { storeToken, tokenFor } from "../test/fixtures";
import { type OfflineQueriesOptions, readOfflineQueries, writeOfflineQueries } from "./offline-queries";
import { clearSession, setToken } from "./session";

const OPTIONS: OfflineQueriesOptions = {
  name: "prueba",
  keep: ([root]) => root === "kept",
  maxAge: 60_000,
  maxQueries: 2,
};

function clientWith(entries: [string, number, number][]) {
  const client = new QueryClient();
  for (const [root, id, updatedAt] of entries) client.setQueryData([root, id], { id }, { updatedAt });
  return client;
}

const keptIds = (now = Date.now()) => readOfflineQueries(OPTIONS, now).queries.map((q) => q.queryKey[1]);

describe("offline queries", () => {
  it("keeps only the chosen queries, the most recent ones, for the account that read them", () => {
    storeToken("1h", "1");
    const now = Date.now();
    writeOfflineQueries(
      clientWith([
        ["kept", 1, now - 3],
        ["kept", 2, now - 2],
        ["kept", 3, now - 1],
        ["other", 4, now],
      ]),
      OPTIONS,
    );
    expect(keptIds()).toEqual([3, 2]);
    expect(keptIds(now + 60_000)).toEqual([]);

    storeToken("1h", "2");
    expect(keptIds()).toEqual([]);
  });

  it("drops them on logout and when another account signs in", () => {
    storeToken("1h", "1");
    writeOfflineQueries(clientWith([["kept", 1, Date.now()]]), OPTIONS);
    clearSession();
    storeToken("1h", "1");
    expect(keptIds()).toEqual([]);

    writeOfflineQueries(clientWith([["kept", 1, Date.now()]]), OPTIONS);
    setToken(tokenFor("1"));
    expect(keptIds()).toEqual([]);
  });
});
