import { apiToken, call, closeOwnOpenRegisters, DESKTOP, globalState } from "./admin-api";
import { expect, test } from "./fixtures";

test.use({ user: "admin", viewport: DESKTOP });

test("otra pestaña ve abrir y cerrar la caja sin recargar, con un solo stream para las dos", async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, "admin");
  await closeOwnOpenRegisters(request, token);
  const register = (await globalState(request, token)).cash_register.find(
    (r) => r.cash_register_name === "Caja 2" && !r.cash_register_open,
  );
  expect(register, "Caja 2 cerrada").toBeTruthy();
  const streams: string[] = [];
  context.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/admin/events") streams.push(r.url());
  });
  const streamOpen = context.waitForEvent(
    "response",
    (r) => new URL(r.url()).pathname === "/api/admin/events",
  );
  const other = await context.newPage();
  await page.goto("/admin_dashboard");
  await other.goto("/admin/inventario");
  const status = (label: string) => other.getByRole("banner").getByRole("button", { name: label });
  await expect(status("Caja cerrada")).toBeVisible();
  const reloads: string[] = [];
  other.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/admin/global_state") reloads.push(r.url());
  });
  // The stream opens a moment after the screens load, in one of the two tabs.
  await streamOpen;
  try {
    await call(request, token, "PUT", `/api/admin/cash_register/open_cash_register/${register?.id}`, {
      cash_register_record_open_cash_user_amount: 1000,
    });
    await expect(status("Caja abierta: Caja 2")).toBeVisible();
    await call(request, token, "PUT", `/api/admin/cash_register/close_cash_register/${register?.id}`, {
      cash_register_record_close_cash_user_amount: 1000,
    });
    await expect(status("Caja cerrada")).toBeVisible();
    // Each change refreshed the state once or so, not a stream of calls; both tabs shared one stream.
    expect(reloads.length).toBeGreaterThanOrEqual(2);
    expect(reloads.length).toBeLessThan(6);
    expect(streams).toHaveLength(1);
  } finally {
    await closeOwnOpenRegisters(request, token);
  }
});
