import type { ClubUser, ClubUserRole, ClubUserSort } from "@club/contract";
import { sentAtText } from "@club/domain";

export const ROLE_LABELS: Readonly<Record<ClubUserRole, string>> = {
  authenticated: "Jugador",
  club_administrator: "Administrador",
};

export const SORT_LABELS: Readonly<Record<ClubUserSort, string>> = {
  name: "Nombre",
  bookings: "Más reservas",
  spend: "Mayor gasto",
  last_visit: "Última visita",
};

export const fullName = (user: Pick<ClubUser, "name" | "lastname">) => `${user.name} ${user.lastname}`.trim();

/** "hace 3 días", a date after a month, or "Sin visitas" before the first one. */
export const lastVisitText = (lastVisit: string | null, now = new Date()) =>
  lastVisit === null ? "Sin visitas" : sentAtText(new Date(lastVisit), now);

export const clubUserPath = (id: number) => `/admin/lista_usuarios/${id}`;
export const CLUB_USERS_PATH = "/admin/lista_usuarios";
