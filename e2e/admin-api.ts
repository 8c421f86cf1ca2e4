import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, type DemoUser, expect } from "./fixtures";

/**
 * The real API, called the way the app calls it (bearer token), to set up what a journey needs and to
 * check what it left behind. Nothing here goes through the page.
 */

type ListPage<T> = { data: T[]; pagination: { total: number; totalPages: number } };
type Notification = { id: number; notification_title: string; notification_status: "read" | "unread" };
type CashRegister = {
  id: number;
  cash_register_name: string;
  cash_register_open: boolean;
  users_permissions_user: { id: number } | null;
};
type GlobalState = { user_id: number; cash_register: CashRegister[] };
export type CashRegisterRecord = {
  id: number;
  cash_register_record_open_cash_user_amount: number;
  cash_register_record_close_cash_user_amount: number | null;
  cash_register_record_open: boolean;
  cash_register: { id: number; cash_register_name: string };
};

export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post("/api/auth/local", {
    data: { identifier: user, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login ${user}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** One API call as the app makes it; anything but a 2xx fails the test with the answer's text. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function globalState(request: APIRequestContext, token: string) {
  return call<GlobalState>(request, token, "GET", "/api/admin/global_state");
}

/** Unread and total counts of the signed-in administrator's inbox. */
export async function notificationCounts(request: APIRequestContext, token: string) {
  const [unread, all] = await Promise.all([
    call<ListPage<Notification>>(
      request,
      token,
      "GET",
      "/api/admin/notification/get_unread_notifications?page=1&limit=5",
    ),
    call<ListPage<Notification>>(
      request,
      token,
      "GET",
      "/api/admin/notification/get_notifications?page=1&limit=5",
    ),
  ]);
  return { unread: unread.pagination.total, all: all.pagination.total };
}

/** Starting state of the register journey: every register this operator holds open is closed. */
export async function closeOwnOpenRegisters(request: APIRequestContext, token: string) {
  const state = await globalState(request, token);
  for (const register of state.cash_register) {
    if (register.cash_register_open && register.users_permissions_user?.id === state.user_id) {
      await call(request, token, "PUT", `/api/admin/cash_register/close_cash_register/${register.id}`, {
        cash_register_record_close_cash_user_amount: 0,
      });
    }
  }
  return globalState(request, token);
}

export async function cashRegisterRecords(request: APIRequestContext, token: string) {
  const page = await call<{ cash_register_records: CashRegisterRecord[] }>(
    request,
    token,
    "GET",
    "/api/admin/cash_register_record/get_cash_register_records?page=1&limit=100",
  );
  return page.cash_register_records;
}

/** The sizes the journeys are looked at in. */
export const DESKTOP = { width: 1366, height: 768 };
export const MOBILE = { width: 390, height: 844 };

/** The token the app keeps for the session (spec section 3: local storage, key userToken). */
export function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem("userToken"));
}
