import { getNotifications } from "@club/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { fetchNotificationPage } from "./notification-page";

beforeEach(() => {
  storeToken();
});

describe("fetchNotificationPage", () => {
  it("rejects non-array data with 'Unexpected data format'", async () => {
    stubFetch(() => ({ body: { data: { id: 1 }, pagination: null } }));
    await expect(fetchNotificationPage(getNotifications, 1, 5)).rejects.toThrow(/^Unexpected data format$/);
  });

  it("treats 404 as an empty list", async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: "NOT_FOUND", message: "x", requestId: "r" } } }));
    const page = await fetchNotificationPage(getNotifications, 2, 5);
    expect(page.data).toEqual([]);
    expect(page.pagination.total).toBe(0);
  });

  it("keeps other failures as they are", async () => {
    stubFetch(() => ({
      status: 403,
      body: { error: { code: "FORBIDDEN", message: "Sin acceso", requestId: "r" } },
    }));
    await expect(fetchNotificationPage(getNotifications, 1, 5)).rejects.toThrow("Sin acceso");
  });
});
