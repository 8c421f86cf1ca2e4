import type { StaffDay } from "@club/contract";
import { addDays } from "@club/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { clubToday } from "../utils/staff-dates";
import { BookingForm } from "./booking-form";

const DATE = addDays(clubToday(), 3);
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** Cancha 1 open 18:00–21:00 in half hours, 19:30 taken: 90 minutes fit only at 18:00. */
const DAY: StaffDay = {
  club: { id: 1, name: "Club Demo" },
  date: DATE,
  courts: [
    {
      id: 1,
      court_name: "Cancha 1",
      indoor: false,
      surface: "cristal",
      prices: [],
      slots: Array.from({ length: 6 }, (_, i) => ({
        start_time: hhmm(1080 + i * 30),
        end_time: hhmm(1110 + i * 30),
        available: i !== 3,
        status: i === 3 ? "p0" : null,
        band: "peak" as const,
      })),
    },
  ],
  bookings: [],
};

const COURT = { id: 1, court_name: "Cancha 1", indoor: false, surface: "cristal", active: true, position: 1 };

beforeEach(() => {
  storeToken();
  stubFetch({
    "/api/admin/court/get_courts": { body: { data: [{ ...COURT, schedules: [], prices: [] }] } },
    [`/api/admin/booking/get_bookings_by_date/${DATE}`]: { body: DAY },
  });
});

const startField = () => screen.getByRole("combobox", { name: "Hora de inicio" });

async function chooseDuration(label: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Duración" }));
  await userEvent.click(await screen.findByRole("option", { name: label }, WAIT));
}

async function startOptions() {
  await userEvent.click(startField());
  const options = await screen.findAllByRole("option", {}, WAIT);
  const offered = options.filter((o) => o.getAttribute("aria-disabled") !== "true").map((o) => o.textContent);
  await userEvent.keyboard("{Escape}");
  return offered;
}

// The machine may be busy: the dropdowns take a while to open in jsdom.
const WAIT = { timeout: 5000 };

describe("BookingForm's start times", { timeout: 30_000 }, () => {
  it("offers only the starts where the duration fits, and follows the duration", async () => {
    renderWithProviders(
      <BookingForm ghost={{ courtId: 1, date: DATE, startTime: "18:00" }} onCreated={() => {}} />,
    );
    await waitFor(() => expect(startField()).toHaveValue("18:00"), WAIT);
    expect(await startOptions()).toEqual(["18:00"]);

    await chooseDuration("1 h");
    expect(await startOptions()).toEqual(["18:00", "18:30", "20:00"]);
    await chooseDuration("30 min");
    expect(await startOptions()).toEqual(["18:00", "18:30", "19:00", "20:00", "20:30"]);
  });

  it("gives a start clicked in the grid the longest duration that fits there", async () => {
    renderWithProviders(
      <BookingForm ghost={{ courtId: 1, date: DATE, startTime: "18:30" }} onCreated={() => {}} />,
    );
    // 90 minutes from 18:30 would run into the 19:30 booking: 1 h is proposed, the start kept.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Duración" })).toHaveValue("1 h"), WAIT);
    expect(startField()).toHaveValue("18:30");
  });

  it("clears a chosen start the new duration no longer fits, saying why", async () => {
    renderWithProviders(<BookingForm ghost={null} onCreated={() => {}} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Cancha" }));
    await userEvent.click(await screen.findByRole("option", { name: "Cancha 1" }, WAIT));
    await userEvent.clear(screen.getByLabelText(/^Fecha/));
    await userEvent.type(screen.getByLabelText(/^Fecha/), DATE);
    await chooseDuration("1 h");
    await userEvent.click(startField());
    await userEvent.click(await screen.findByRole("option", { name: "20:00" }, WAIT));
    expect(startField()).toHaveValue("20:00");
    await chooseDuration("1 h 30 min");
    expect(
      await screen.findByText(
        "La hora 20:00 ya no está libre para 1 h 30 min: choca con otra reserva o con el cierre. Elige otra hora.",
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(startField()).toHaveValue(""), WAIT);
  });

  it("says what a weekly repeat books, the nouns agreeing with the count", async () => {
    renderWithProviders(<BookingForm ghost={null} onCreated={() => {}} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Repetir cada semana" }));
    expect(
      screen.getByText("4 reservas: esta fecha y las 3 semanas siguientes, a la misma hora"),
    ).toBeVisible();
    const weeks = screen.getByRole("textbox", { name: "Semanas en total" });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, "2");
    expect(screen.getByText("2 reservas: esta fecha y la semana siguiente, a la misma hora")).toBeVisible();
  });
});
