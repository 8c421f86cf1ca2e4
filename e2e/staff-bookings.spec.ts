import type { Page } from "@playwright/test";
import { apiToken, cashRegisterRecords, closeOwnOpenRegisters, DESKTOP, MOBILE } from "./admin-api";
import { expectAccessible, expectAccessibleInEveryLook } from "./axe";
import { clubDate } from "./booking-api";
import { esDate, fillDate } from "./date-field";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";
import {
  bookAtDesk,
  dayPlusWeeks,
  freeOnEvery,
  longDateText,
  openSomeRegister,
  staffCreate,
} from "./staff-booking-api";

/*
 * The front desk's bookings: the grid by day and week, a weekly class with a clash, a blocked court, and
 * a payment taken at the counter. The clash and the bookings to charge are prepared through the API.
 */
test.describe.configure({ mode: "serial" });
test.use({ user: "admin", viewport: DESKTOP });

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });

const select = (page: Page, name: string) => main(page).getByRole("combobox", { name, exact: true });

async function pick(page: Page, label: string, option: string | RegExp) {
  await select(page, label).click();
  await page.getByRole("option", { name: option }).first().click();
}

test("una clase semanal de 4 semanas, con la fecha ocupada informada", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const first = clubDate(3);
  const dates = [0, 1, 2, 3].map((w) => dayPlusWeeks(first, w));
  const { court, start } = await freeOnEvery(request, token, dates, 3);
  // The third week's slot is taken beforehand: the series must skip it and say so.
  await staffCreate(request, token, {
    court_id: court.id,
    date: dates[2],
    start_time: start,
    duration_int: 60,
    status: "pr",
    booking_type: "match",
    walk_in_name: "Choque e2e",
  });

  await page.goto(`/admin/reservas?fecha=${first}&cancha=${court.id}`);
  await expect(main(page).getByRole("heading", { name: longDateText(first) })).toBeVisible();
  await main(page)
    .getByRole("link", { name: `Reservar ${court.court_name}, ${first} a las ${start}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/reservas\/ghost-/);
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Nueva reserva");
  await expect(select(page, "Cancha")).toHaveValue(court.court_name);
  await expect(select(page, "Hora de inicio")).toHaveValue(start);
  await expect(field(page, "Fecha")).toHaveValue(esDate(first));

  await pick(page, "Tipo de reserva", "Clase");
  await expect(select(page, "Estado")).toHaveValue("Clases");
  await field(page, "Nombre").fill("Clase de iniciación e2e");
  await field(page, "Teléfono").fill("+56 9 1111 2222");
  await main(page).getByRole("checkbox", { name: "Repetir cada semana" }).check();
  await expect(field(page, "Semanas en total")).toHaveValue("4");
  await shoot(page, testInfo, "staff-booking-form-class-desktop", { fullPage: true });
  await main(page).getByRole("button", { name: "Crear reserva" }).click();

  await expect(main(page).getByRole("heading", { name: "Se crearon 3 reservas" })).toBeVisible();
  const created = main(page).getByRole("list", { name: "Reservas creadas" });
  for (const date of [dates[0], dates[1], dates[3]]) {
    await expect(created).toContainText(longDateText(date ?? ""));
  }
  await expect(main(page).getByText("1 fecha estaba ocupada")).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Fechas ocupadas" })).toHaveText(
    longDateText(dates[2] ?? ""),
  );
  await shoot(page, testInfo, "staff-booking-created-series-desktop", { fullPage: true });

  // The grid of the first day shows the class, by its label and its kind.
  await main(page).getByRole("link", { name: "Ver en la grilla" }).click();
  const block = main(page).getByRole("link", {
    name: new RegExp(`^${start}–.* · Clases ?, Clase de iniciación e2e ?, .* ?, Clase$`),
  });
  await expect(block).toBeVisible();
  await shoot(page, testInfo, "staff-grid-day-desktop");
});

test("bloquear una cancha por mantención", async ({ page, request }, testInfo) => {
  const token = await apiToken(request, "admin");
  const date = clubDate(4);
  const { court, start } = await freeOnEvery(request, token, [date], 4);

  await page.goto("/admin/reservas/new");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Nueva reserva");
  await pick(page, "Cancha", court.court_name);
  await fillDate(field(page, "Fecha"), date);
  await pick(page, "Hora de inicio", new RegExp(`^${start}$`));
  await pick(page, "Duración", /^2 h$/);
  // The starts offered are those where 2 hours fit: the others are listed, not choosable.
  await select(page, "Hora de inicio").click();
  await expect(page.getByRole("option", { name: new RegExp(`^${start}$`) })).toBeEnabled();
  await expect(page.getByRole("option", { name: /\(no caben 2 h\)$/ }).first()).toBeDisabled();
  await shoot(page, testInfo, "staff-booking-start-options-desktop");
  await page.keyboard.press("Escape");
  await pick(page, "Tipo de reserva", "Mantención");
  await expect(select(page, "Estado")).toHaveValue("Bloqueado");
  await main(page).getByRole("button", { name: "Crear reserva" }).click();

  await expect(main(page).getByRole("heading", { name: "Se creó 1 reserva" })).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Reservas creadas" })).toContainText("Bloqueado");
  await main(page).getByRole("link", { name: "Ver en la grilla" }).click();
  await expect(
    main(page).getByRole("link", {
      name: new RegExp(`^${start}–.* · Bloqueado ?, Mantención ?, Mantención$`),
    }),
  ).toBeVisible();
  await shoot(page, testInfo, "staff-grid-maintenance-desktop");

  // A maintenance has no price and nothing to charge.
  await main(page)
    .getByRole("link", { name: new RegExp(`^${start}–.* · Bloqueado ?, Mantención ?, Mantención$`) })
    .click();
  await expect(main(page).getByText("No se cobra: la cancha está bloqueada")).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Cobrar en recepción" })).toHaveCount(0);
  await shoot(page, testInfo, "staff-booking-maintenance-desktop", { fullPage: true });
  await expectAccessible(page, testInfo, "mantencion claro");
  await page.getByRole("button", { name: "Cambiar a modo oscuro" }).click();
  await expectAccessible(page, testInfo, "mantencion oscuro");
  await shoot(page, testInfo, "staff-booking-maintenance-dark-desktop", { fullPage: true });
  await page.setViewportSize(MOBILE);
  await shoot(page, testInfo, "staff-booking-maintenance-dark-phone", { fullPage: true });
});

test("reservar para un jugador del club buscándolo sin tildes", async ({ page, request }, testInfo) => {
  const token = await apiToken(request, "admin");
  const date = clubDate(5);
  const { court, start } = await freeOnEvery(request, token, [date], 2);

  await page.goto(`/admin/reservas/ghost-${court.id}-${date}-${start.replace(":", "")}`);
  await pick(page, "Duración", /^1 h$/);
  await main(page).getByText("Jugador del club", { exact: true }).click();
  await select(page, "Jugador").fill("diego munoz");
  const option = page.getByRole("option", { name: "Diego Muñoz · @jugador · +56 9 8765 4321" });
  await expect(option).toBeVisible();
  await shoot(page, testInfo, "staff-booking-player-search-desktop");
  await option.click();
  await main(page).getByRole("button", { name: "Crear reserva" }).click();

  await expect(main(page).getByRole("heading", { name: "Se creó 1 reserva" })).toBeVisible();
  await main(page).getByRole("list", { name: "Reservas creadas" }).getByRole("link").click();
  await expect(main(page).getByText("Diego Muñoz")).toBeVisible();
  await expect(main(page).getByText("+56 9 8765 4321")).toBeVisible();
});

const banner = (page: Page) => page.getByRole("banner");
const tableRow = (page: Page, table: string, label: string) =>
  main(page)
    .getByRole("table", { name: table })
    .getByRole("row", { name: new RegExp(`^${label}`) });

test("cobrar en efectivo en recepción y verlo en el registro de la caja al cerrarla", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  await closeOwnOpenRegisters(request, token);
  const date = clubDate(2);
  const { court, start } = await freeOnEvery(request, token, [date], 3);
  const booking = await bookAtDesk(
    request,
    token,
    { court, date, start },
    {
      walk_in_name: "Cliente Mostrador",
      walk_in_phone: "+56 9 3333 4444",
      price: 30000,
      price_reason: "Prueba de caja",
    },
  );

  await page.goto(`/admin/reservas/${booking.id}`);
  await expect(main(page).getByRole("heading", { name: `Reserva #${booking.id}` })).toBeVisible();
  await expect(main(page).getByText("Cliente Mostrador")).toBeVisible();
  await main(page)
    .getByRole("button", { name: /^Cobrar / })
    .click();
  await expect(main(page).getByText("Abre una caja para cobrar en recepción")).toBeVisible();
  await shoot(page, testInfo, "staff-booking-pay-refused-desktop", { fullPage: true });

  try {
    // Opened with $10.000 in the drawer.
    const register = await openSomeRegister(request, token);
    const name = register?.cash_register_name ?? "";
    await page.reload();
    await main(page)
      .getByRole("button", { name: /^Cobrar / })
      .click();
    await expect(main(page).getByText("Abonado", { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole("table")).toContainText("Efectivo");
    await main(page).getByText("100 % (total)").click();
    await main(page)
      .getByRole("button", { name: /^Cobrar / })
      .click();
    await expect(main(page).getByText("Pagado", { exact: true }).first()).toBeVisible();
    await expect(main(page).getByText("La reserva está pagada por completo.")).toBeVisible();
    await shoot(page, testInfo, "staff-booking-paid-desktop", { fullPage: true });

    // Closing from the header: $10.000 + $30.000 taken in cash are expected; $39.500 counted.
    await banner(page)
      .getByRole("button", { name: `Caja abierta: ${name}` })
      .click();
    await page
      .getByRole("menu")
      .getByRole("menuitem", { name: new RegExp(`^${name} `) })
      .click();
    const closeDialog = page.getByRole("dialog", { name: `Cerrar ${name}` });
    const counted = closeDialog.getByRole("textbox", { name: "¿Con cuánto efectivo cierra la caja?" });
    await counted.pressSequentially("39500");
    await counted.press("Enter");
    await expect(closeDialog).toBeHidden();
    await expect(banner(page).getByRole("button", { name: "Caja cerrada" })).toBeVisible();

    await page
      .getByRole("navigation", { name: "Menú principal" })
      .getByRole("link", { name: "Cajas" })
      .click();
    await expect(page).toHaveURL(/\/admin\/historial-cajas$/);
    const newest = main(page)
      .getByRole("table", { name: "Aperturas y cierres de caja" })
      .getByRole("row")
      .nth(1);
    await expect(newest).toContainText(name);
    await expect(newest).toContainText("$10.000");
    await expect(newest).toContainText("$39.500");
    await expect(newest).toContainText("-$500");
    await shoot(page, testInfo, "register-history-desktop");
    await newest.getByRole("link").click();

    await expect(
      main(page).getByRole("heading", { name: new RegExp(`^${name} · Registro #\\d+$`) }),
    ).toBeVisible();
    const balances = "Balances por medio de pago";
    await expect(tableRow(page, balances, "Efectivo en recepción \\(reservas\\)")).toContainText("$30.000");
    await expect(tableRow(page, balances, "Total")).toContainText("$30.000");
    const cash = "Efectivo esperado y contado";
    await expect(tableRow(page, cash, "Esperado")).toContainText("$40.000");
    await expect(tableRow(page, cash, "Contado")).toContainText("$39.500");
    await expect(tableRow(page, cash, "Diferencia")).toContainText("-$500");
    const payments = main(page).getByRole("table", { name: "Pagos de reservas en recepción" });
    await expect(payments.getByRole("row", { name: /Efectivo/ })).toHaveCount(2);
    await expect(payments).toContainText(court.court_name);
    await expect(payments).toContainText("50 %");
    await shoot(page, testInfo, "register-record-desktop", { fullPage: true });
  } finally {
    await closeOwnOpenRegisters(request, token);
  }
});

test("mover una reserva a otro horario libre y cancelarla con motivo", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const date = clubDate(6);
  const slot = await freeOnEvery(request, token, [date], 6);
  const booking = await bookAtDesk(
    request,
    token,
    { ...slot, date },
    { walk_in_name: "Cliente que se mueve" },
  );
  // Three blocks later the same court is still free (six free blocks were asked for).
  const later =
    slot.court.slots[slot.court.slots.findIndex((s) => s.start_time === slot.start) + 3]?.start_time;
  if (!later) throw new Error("sin horario posterior");

  await page.goto(`/admin/reservas/${booking.id}`);
  await pick(page, "Nueva hora", new RegExp(`^${later}$`));
  await main(page).getByRole("button", { name: "Mover reserva" }).click();
  await expect(main(page).getByText(new RegExp(`^${later}–`))).toBeVisible();

  await main(page).getByRole("button", { name: "Cancelar reserva" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar reserva" });
  await dialog.getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(dialog.getByText("Indica el motivo de la cancelación")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Motivo" }).fill("Lluvia en la cancha");
  await shoot(page, testInfo, "staff-booking-cancel-dialog-desktop");
  await dialog.getByRole("button", { name: "Cancelar reserva" }).click();
  await expect(main(page).getByText("Cancelada", { exact: true }).first()).toBeVisible();
  await expect(main(page).getByText(/Motivo: Lluvia en la cancha/)).toBeVisible();

  // Both the old and the new start are free again on the grid.
  await page.goto(`/admin/reservas?fecha=${date}&cancha=${slot.court.id}`);
  for (const start of [slot.start, later]) {
    await expect(
      main(page).getByRole("link", { name: `Reservar ${slot.court.court_name}, ${date} a las ${start}` }),
    ).toBeVisible();
  }
});

test("las tres pantallas en claro y oscuro, escritorio y teléfono: axe", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, "admin");
  const date = clubDate(1);

  await page.goto(`/admin/reservas?fecha=${date}`);
  await expect(main(page).getByRole("region", { name: "Reservas del día por cancha" })).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "reservas dia");

  await page.goto(`/admin/reservas?fecha=${date}&vista=semana`);
  await expect(main(page).getByRole("heading", { name: /^Semana del / })).toBeVisible();
  await expect(
    main(page)
      .getByText(/Sin reservas|Cancha/)
      .first(),
  ).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "reservas semana", { fullPage: true });

  const { court, start } = await freeOnEvery(request, token, [date], 3);
  await page.goto(`/admin/reservas?fecha=${date}&vista=semana&cancha=${court.id}`);
  await expect(main(page).getByRole("region", { name: "Reservas de la semana por día" })).toBeVisible();
  await shoot(page, testInfo, "staff-grid-week-court");

  await page.goto(`/admin/reservas/ghost-${court.id}-${date}-${start.replace(":", "")}`);
  await expect(main(page).getByRole("heading", { name: "Nueva reserva" })).toBeVisible();
  await expect(select(page, "Hora de inicio")).toHaveValue(start);
  await expectAccessibleInEveryLook(page, testInfo, "nueva reserva", { fullPage: true });

  const booking = await bookAtDesk(
    request,
    token,
    { court, date, start },
    { booking_type: "tournament", walk_in_name: "Torneo de prueba" },
  );
  await page.goto(`/admin/reservas/${booking.id}`);
  await expect(main(page).getByRole("heading", { name: `Reserva #${booking.id}` })).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "detalle reserva", { fullPage: true });
});

test("el historial de cajas y un registro en claro y oscuro, escritorio y teléfono: axe", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, "admin");
  const closedRecord = async () =>
    (await cashRegisterRecords(request, token)).find((r) => !r.cash_register_record_open);
  // The reception journey leaves one; run alone, this test closes a session of its own.
  if (!(await closedRecord())) {
    await openSomeRegister(request, token);
    await closeOwnOpenRegisters(request, token);
  }
  const closed = await closedRecord();
  if (!closed) throw new Error("no quedó ningún registro cerrado");
  try {
    // An open session beside the closed one: its row says "Abierta" and its record shows running sums.
    await openSomeRegister(request, token);
    const [open] = await cashRegisterRecords(request, token);
    await page.goto("/admin/historial-cajas");
    await expect(main(page).getByRole("heading", { name: "Historial de cajas" })).toBeVisible();
    await expect(main(page).getByText("Abierta").first()).toBeVisible();
    await expect(main(page).getByText(`#${closed.id}`).first()).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "historial de cajas", { fullPage: true });

    await page.goto(`/admin/historial-cajas/${open?.id}`);
    await expect(main(page).getByText("Se calcula al cerrar")).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "registro de caja abierto", { fullPage: true });
  } finally {
    await closeOwnOpenRegisters(request, token);
  }

  await page.goto(`/admin/historial-cajas/${closed.id}`);
  await expect(
    main(page).getByRole("heading", { name: new RegExp(`Registro #${closed.id}$`) }),
  ).toBeVisible();
  await expect(main(page).getByText("Efectivo en recepción (reservas)").first()).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "registro de caja", { fullPage: true });
});

test("un registro de caja de otro club: no encontrado, como uno que no existe", async ({ page, request }) => {
  // Club Andes Padel gets a closed session of its own.
  const other = await apiToken(request, "admin2");
  await openSomeRegister(request, other);
  await closeOwnOpenRegisters(request, other);
  const [foreign] = await cashRegisterRecords(request, other);
  for (const id of [foreign?.id, 2_000_000_000]) {
    await page.goto(`/admin/historial-cajas/${id}`);
    await expect(main(page).getByRole("heading", { name: "Registro de caja no encontrado" })).toBeVisible();
  }
});

test("una reserva de otro club: no encontrada, como una que no existe", async ({ page, request }) => {
  const andes = await apiToken(request, "admin2");
  const date = clubDate(2);
  const foreign = await bookAtDesk(
    request,
    andes,
    { ...(await freeOnEvery(request, andes, [date], 3)), date },
    {
      walk_in_name: "Cliente de Andes",
    },
  );
  for (const id of [foreign.id, 999999]) {
    await page.goto(`/admin/reservas/${id}`);
    await expect(main(page).getByRole("heading", { name: "Reserva no encontrada" })).toBeVisible();
    await expect(main(page).getByText("Cliente de Andes")).toHaveCount(0);
  }
});
