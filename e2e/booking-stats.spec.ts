import { apiToken, call, DESKTOP } from "./admin-api";
import { expectAccessibleInEveryLook } from "./axe";
import { fillDate } from "./date-field";
import { expect, test } from "./fixtures";

type Cell = {
  weekday: number;
  hour: number;
  open_minutes: number;
  booked_minutes: number;
  occupancy_percent: number | null;
};
type Occupancy = { heatmap: Cell[]; totals: { bookings: number } };

const WEEKDAYS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"];
const percent = (value: number) =>
  new Intl.NumberFormat("es-CL", { style: "percent", maximumFractionDigits: 1 }).format(value / 100);

test.use({ user: "admin", viewport: DESKTOP });

test("el dueño lee el mapa de calor de ocupación de este mes: una celda dice lo mismo que la API", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, "admin");
  const report = await call<Occupancy>(
    request,
    token,
    "GET",
    "/api/admin/report/get_booking_occupancy_report?period=month",
  );
  // The busiest open hour of the month: its cell must carry the API's figure.
  const busiest = report.heatmap
    .filter((c) => c.occupancy_percent !== null)
    .sort((a, b) => (b.occupancy_percent ?? 0) - (a.occupancy_percent ?? 0))[0];
  if (!busiest || busiest.occupancy_percent === null)
    throw new Error("el club demo no tiene horario este mes");

  await page.goto("/admin/estadisticas");
  await expect(page.getByRole("heading", { name: "Estadísticas", level: 2 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Este mes" })).toBeChecked();
  const label = `${WEEKDAYS[busiest.weekday - 1]} ${String(busiest.hour).padStart(2, "0")}:00: ${percent(busiest.occupancy_percent)}`;
  const cell = page.locator(`[data-cell="${busiest.weekday}-${busiest.hour}"]`);
  await expect(cell).toHaveAttribute("aria-label", label);
  await expect(page.getByRole("img", { name: label })).toHaveCount(1);
  // The table beside the map says the same.
  const row = page.getByRole("table", { name: "Ocupación por día y hora" }).getByRole("row", {
    name: new RegExp(`^${WEEKDAYS[busiest.weekday - 1]}`),
  });
  await expect(row).toContainText(percent(busiest.occupancy_percent));

  // The period lives in the URL: this week, then a range, survive a reload.
  await page.getByText("Esta semana").click();
  await expect(page).toHaveURL(/periodo=semana/);
  await page.getByText("Rango", { exact: true }).click();
  await fillDate(page.getByLabel("Desde"), "2026-01-01");
  await fillDate(page.getByLabel("Hasta"), "2025-12-01");
  await expect(page.getByText("«Hasta» debe ser igual o posterior a «Desde».")).toBeVisible();
  await fillDate(page.getByLabel("Hasta"), "2026-01-31");
  await expect(page).toHaveURL(/periodo=rango&desde=2026-01-01&hasta=2026-01-31/);
  await page.reload();
  await expect(page.getByText("Del 01-01-2026 al 31-01-2026")).toBeVisible();
});

test("/admin/estadisticas en claro y oscuro, 1366 y 390 px: accesible", async ({ page }, testInfo) => {
  await page.goto("/admin/estadisticas?periodo=mes");
  await expect(page.locator("[data-cell]").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inasistencias" })).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "booking-stats", { fullPage: true });
});
