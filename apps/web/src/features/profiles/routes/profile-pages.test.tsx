import type { Profile } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { EditProfilePage } from "./edit-profile-page";
import { OwnProfilePage, UserProfilePage } from "./profile-pages";

const ana: Profile = {
  username: "ana",
  name: "Ana",
  lastname: "Rojas",
  photo_url: null,
  category: "FB",
  category_label: "B (damas)",
  category_locked: null,
  category_fixed_by: null,
  side: "reves",
  club: { id: 1, name: "Club Demo Padel" },
  played: 12,
  won: 7,
  points: 1_234,
  ranking_position: 3,
  last_results: [
    {
      match_slug: "AbCdEfGhIjKlMnOp42",
      date: "2026-11-25",
      club_name: "Club Demo Padel",
      partner: "Carla Muñoz",
      rivals: ["Eva Soto", "Inés Paz"],
      sets: [
        [6, 4],
        [3, 6],
        [10, 8],
      ],
      won: true,
    },
  ],
  own: false,
  private: null,
  phone: null,
};
const own: Profile = {
  ...ana,
  own: true,
  private: {
    email: "ana@example.cl",
    rut: "12345678-5",
    phone: "+56 9 1234 5678",
    hide_phone: true,
    hide_from_ranking: false,
  },
  phone: "+56 9 1234 5678",
};
const me = {
  id: 7,
  username: "ana",
  email: "ana@example.cl",
  name: "Ana",
  lastname: "Rojas",
  role: "authenticated",
};
const FIND = "/api/user/find_user/ana";
const UPDATE = "/api/user/update_profile/ana";

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/profile", element: <OwnProfilePage /> },
      { path: "/user/:username", element: <UserProfilePage /> },
      { path: "/edit-profile/:username", element: <EditProfilePage /> },
      { path: "/error", element: <p>Página de error</p> },
    ],
    path,
  );

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("profile pages", () => {
  it("shows another player's public profile: record, place and last results, without private data or edit", async () => {
    stubFetch({ [FIND]: { body: ana } });
    renderAt("/user/ana");
    expect(await screen.findByRole("heading", { name: "Ana Rojas" })).toBeInTheDocument();
    expect(screen.getByText("B (damas)")).toBeInTheDocument();
    expect(screen.getByText("Juega de revés")).toBeInTheDocument();
    expect(screen.getByText("12 partidos, 7 victorias (58 %)")).toBeInTheDocument();
    expect(screen.getByText("3.º de FB · 1.234 puntos")).toBeInTheDocument();
    const [result] = within(screen.getByRole("list", { name: "Últimos resultados" })).getAllByRole(
      "listitem",
    );
    expect(result).toHaveTextContent("Con Carla Muñoz vs. Eva Soto y Inés Paz6–4, 3–6, 10–8");
    expect(result).toHaveTextContent("Ganó");
    expect(screen.queryByText("Correo")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Editar perfil" })).not.toBeInTheDocument();
  });

  it("shows the owner their private data, says who else sees it, and links to editing", async () => {
    stubFetch({ "/api/users/me": { body: me }, [FIND]: { body: own } });
    renderAt("/profile");
    expect(await screen.findByText("Solo tú y tu club ven estos datos.")).toBeInTheDocument();
    expect(screen.getByText("ana@example.cl")).toBeInTheDocument();
    expect(screen.getByText("+56 9 1234 5678 (oculto para otros jugadores)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Editar perfil" })).toHaveAttribute("href", "/edit-profile/ana");
  });

  it("sends anyone else's edit page, and an unknown player, to /error", async () => {
    stubFetch({
      [FIND]: { body: ana },
      "/api/user/find_user/nadie": errorReply(404, "NOT_FOUND", "Jugador no encontrado"),
    });
    renderAt("/edit-profile/ana");
    expect(await screen.findByText("Página de error")).toBeInTheDocument();
    renderAt("/user/nadie");
    expect(await screen.findAllByText("Página de error")).not.toHaveLength(0);
  });

  it("saves the owner's changes and shows the server's message beside its field", async () => {
    const invalid = errorReply(400, "VALIDATION_ERROR", "Datos inválidos");
    const phoneProblem = {
      field: "phone",
      message: "Ingresa un teléfono válido, por ejemplo +56 9 1234 5678",
    };
    let answer: { status?: number; body: unknown } = {
      ...invalid,
      body: { error: { ...invalid.body.error, details: [phoneProblem] } },
    };
    const fetchMock = stubFetch({
      [FIND]: { body: own },
      [UPDATE]: () => answer,
      "/api/users/me": { body: me },
    });
    renderAt("/edit-profile/ana");
    const phone = await screen.findByRole("textbox", { name: "Teléfono" });
    await userEvent.clear(phone);
    await userEvent.type(phone, "123");
    await userEvent.click(screen.getByRole("radio", { name: "Drive" }));
    await userEvent.click(screen.getByRole("switch", { name: /No aparecer en el ranking/ }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(
      await screen.findByText("Ingresa un teléfono válido, por ejemplo +56 9 1234 5678"),
    ).toBeInTheDocument();
    answer = { body: { ...own, side: "drive" } };
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Solo tú y tu club ven estos datos.")).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE).at(-1)).toEqual([
      "PUT",
      {
        name: "Ana",
        lastname: "Rojas",
        phone: "123",
        category: "FB",
        side: "drive",
        hide_phone: true,
        hide_from_ranking: true,
      },
    ]);
  });

  it("says which club fixed the category, and leaves it out of the owner's hands", async () => {
    stubFetch({
      [FIND]: { body: { ...own, category_locked: "club", category_fixed_by: "Club Andes Padel" } },
      "/api/users/me": { body: me },
    });
    renderAt("/edit-profile/ana");
    const category = await screen.findByRole("combobox", { name: "Categoría" });
    expect(category).toBeDisabled();
    expect(
      screen.getByText("Club Andes Padel fijó tu categoría. Si crees que no corresponde, habla con el club."),
    ).toBeInTheDocument();
  });
});
