import type { ClubUser, Profile } from "@club/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, errorReply, type Reply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { CategoryControl } from "./category-control";

const carla: ClubUser = {
  id: 31,
  username: "carla.munoz",
  name: "Carla",
  lastname: "Muñoz",
  email: "carla@correo.cl",
  rut: null,
  phone: null,
  role: "authenticated",
  category_code: "M3ra",
  category_label: "3ra (varones)",
  member_since: "2026-10-01T12:00:00.000Z",
  bookings_count: 4,
  spend: 48_000,
  last_visit: null,
};

const profileOf = (user: ClubUser, locked: Profile["category_locked"]): Profile => ({
  username: user.username,
  name: user.name,
  lastname: user.lastname,
  photo_url: null,
  category: user.category_code,
  category_label: user.category_label,
  category_locked: locked,
  category_fixed_by: locked === "club" || locked === "other_club" ? "Club Los Andes" : null,
  side: null,
  club: { id: 1, name: "Club Los Andes" },
  played: 6,
  won: 3,
  points: 1_180,
  ranking_position: 4,
  last_results: [],
  own: false,
  private: null,
  phone: null,
});

const FIND = "/api/user/find_user/carla.munoz";
const SET = "/api/admin/rank/set_player_category/31";

/** The member's profile, and a placement that answers `reply` (by default, what it was sent). */
function server(user: ClubUser, locked: Profile["category_locked"], reply?: Reply) {
  return stubFetch({
    [`/api/user/find_user/${user.username}`]: { body: profileOf(user, locked) },
    [SET]: (body) => reply ?? { body: { user_id: user.id, ...(body as object) } },
  });
}

const select = () => screen.getByRole("combobox", { name: "Categoría del jugador" });
/** Opens the select and picks the option of that name. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(select());
  await user.click(await screen.findByRole("option", { name }));
}
const save = () => screen.getByRole("button", { name: "Guardar categoría" });

beforeEach(() => {
  localStorage.clear();
  storeToken();
});

describe("CategoryControl", () => {
  it("shows a category the club fixed by hand, and hands it back to the thresholds", async () => {
    const fetchMock = server(carla, "club");
    const user = userEvent.setup();
    renderWithProviders(<CategoryControl user={carla} />);
    expect(await screen.findByText("Fijada a mano")).toBeInTheDocument();
    expect(screen.getByText("M3ra · 3ra (varones)", { selector: "p" })).toBeInTheDocument();
    expect(select()).toHaveValue("M3ra · 3ra (varones)");
    expect(save()).toBeDisabled();
    await choose(user, "Según sus resultados");
    await user.click(save());
    expect(
      await screen.findByText("Carla Muñoz: su categoría vuelve a seguir sus resultados."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, SET)).toEqual([["PUT", { category: "M3ra", by_hand: false }]]);
    expect(callsTo(fetchMock, FIND).length).toBeGreaterThan(1);
  });

  it("offers nothing to change when another club fixed the category", async () => {
    const fetchMock = server(carla, "other_club");
    renderWithProviders(<CategoryControl user={carla} />);
    expect(
      await screen.findByText("Otro club la fijó a mano: solo ese club puede cambiarla."),
    ).toBeInTheDocument();
    expect(screen.getByText("Fijada a mano")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Categoría del jugador" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar categoría" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SET)).toEqual([]);
  });

  it("fixes by hand a category chosen by its code and Spanish name", async () => {
    const fetchMock = server(carla, "results");
    const user = userEvent.setup();
    renderWithProviders(<CategoryControl user={carla} />);
    expect(await screen.findByText("La mueven sus puntos, según los umbrales del club.")).toBeInTheDocument();
    expect(screen.getByText("Según sus resultados", { selector: ".mantine-Badge-label" })).toBeVisible();
    expect(select()).toHaveValue("Según sus resultados");
    expect(save()).toBeDisabled();
    await user.click(select());
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Según sus resultados",
      "M1ra · 1ra (varones)",
      "M2da · 2da (varones)",
      "M3ra · 3ra (varones)",
      "M4ta · 4ta (varones)",
      "M5ta · 5ta (varones)",
      "M6ta · 6ta (varones)",
      "FA · A (damas)",
      "FB · B (damas)",
      "FC · C (damas)",
      "FD · D (damas)",
    ]);
    await user.click(screen.getByRole("option", { name: "M2da · 2da (varones)" }));
    await user.click(save());
    expect(await screen.findByText("Carla Muñoz: categoría fijada en M2da.")).toBeInTheDocument();
    expect(callsTo(fetchMock, SET)).toEqual([["PUT", { category: "M2da", by_hand: true }]]);
  });

  it("hands back a member with no category as none", async () => {
    const none = { ...carla, category_code: "Sin categoría", category_label: "Sin categoría" };
    const fetchMock = server(none, "club");
    const user = userEvent.setup();
    renderWithProviders(<CategoryControl user={none} />);
    await user.click(await screen.findByRole("button", { name: "Guardar categoría" }));
    expect(callsTo(fetchMock, SET)).toEqual([["PUT", { category: null, by_hand: false }]]);
  });

  it("shows why the server refused", async () => {
    server(carla, null, errorReply(404, "NOT_FOUND", "Jugador no encontrado"));
    const user = userEvent.setup();
    renderWithProviders(<CategoryControl user={carla} />);
    expect(
      await screen.findByText(
        "Por ahora la elige el jugador en su perfil, hasta que sus resultados la muevan.",
      ),
    ).toBeInTheDocument();
    await choose(user, "FA · A (damas)");
    await user.click(save());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo cambiar la categoría");
    expect(alert).toHaveTextContent("Jugador no encontrado");
  });
});
