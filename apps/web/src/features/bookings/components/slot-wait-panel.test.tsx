import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { makeCourt, slots } from "../test/fixtures";
import { SlotWaitPanel } from "./slot-wait-panel";

const DATE = "2026-11-25";
const MINE = `/api/booking/get_my_slot_waitlists/1/${DATE}`;
const JOIN = "/api/booking/join_slot_waitlist";
// 18:00 to 21:00 in half hours: 19:30 taken on both courts, 19:00 only on the second.
const courts = [makeCourt(1, slots(6, { taken: [3] })), makeCourt(2, slots(6, { taken: [2, 3] }))];
const wait = {
  id: 9,
  club: { id: 1, name: "Club Demo Padel" },
  court_id: null,
  court_name: null,
  date: DATE,
  start_time: "19:30",
  end_time: "21:00",
  duration_int: 90,
};

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

const renderPanel = () =>
  renderWithProviders(<SlotWaitPanel clubId={1} date={DATE} duration={90} courts={courts} />);

describe("SlotWaitPanel", () => {
  it("lets a player wait for a time taken on every court, then shows the wait and lets it go", async () => {
    let waits: (typeof wait)[] = [];
    const fetchMock = stubFetch({
      [MINE]: () => ({ body: { waits } }),
      [JOIN]: () => {
        waits = [wait];
        return { body: wait };
      },
      "/api/booking/leave_slot_waitlist/9": () => {
        waits = [];
        return { body: { ok: true, message: "Ya no esperas ese horario" } };
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("combobox", { name: "Hora" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["19:30"]);
    await userEvent.click(screen.getByRole("option", { name: "19:30" }));
    await userEvent.click(screen.getByRole("button", { name: "Avísame si se libera (1 h 30 min)" }));
    const list = await screen.findByRole("list", { name: "Horarios que esperas" });
    expect(
      within(list).getByText("Esperas: Cualquier cancha, 19:30 a 21:00 (1 h 30 min)"),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, JOIN)).toEqual([
      ["POST", { club_id: 1, date: DATE, start_time: "19:30", duration_int: 90 }],
    ]);
    await userEvent.click(
      screen.getByRole("button", { name: "Dejar de esperar Cualquier cancha, 19:30 a 21:00 (1 h 30 min)" }),
    );
    await expect.poll(() => screen.queryByRole("list", { name: "Horarios que esperas" })).toBeNull();
  });

  it("offers a court's own taken times, and says why the server refused", async () => {
    const fetchMock = stubFetch({
      [MINE]: { body: { waits: [] } },
      [JOIN]: errorReply(409, "CONFLICT", "Cancha 2 está libre a esa hora: resérvala"),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("combobox", { name: "Cancha" }));
    await userEvent.click(screen.getByRole("option", { name: "Cancha 2" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Hora" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["19:00", "19:30"]);
    await userEvent.click(screen.getByRole("option", { name: "19:00" }));
    await userEvent.click(screen.getByRole("button", { name: /^Avísame si se libera/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cancha 2 está libre a esa hora: resérvala");
    expect(callsTo(fetchMock, JOIN)[0]?.[1]).toMatchObject({ court_id: 2, start_time: "19:00" });
  });

  it("starts on the first court with a taken time when no time is taken on every court", async () => {
    stubFetch({ [MINE]: { body: { waits: [] } } });
    const apart = [makeCourt(1, slots(6)), makeCourt(2, slots(6, { taken: [1] }))];
    renderWithProviders(<SlotWaitPanel clubId={1} date={DATE} duration={60} courts={apart} />);
    expect(await screen.findByRole("combobox", { name: "Cancha" })).toHaveValue("Cancha 2");
    await userEvent.click(screen.getByRole("combobox", { name: "Hora" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["18:30"]);
  });

  it("shows nothing when no time of the day is taken and the player waits for none", async () => {
    stubFetch({ [MINE]: { body: { waits: [] } } });
    renderWithProviders(
      <SlotWaitPanel clubId={1} date={DATE} duration={60} courts={[makeCourt(1, slots(6))]} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("¿Tu horario está ocupado?")).toBeNull();
  });
});
