import { z } from "zod";
import { endpoint } from "./endpoint";
import { text } from "./text";

export const PLAYER_SEARCH_LIMIT = 10;

/** A member of the club as the front desk picks them for a booking. */
export const clubPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  rut: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ClubPlayer = z.infer<typeof clubPlayerSchema>;

export const searchClubPlayers = endpoint({
  method: "GET",
  path: "/api/admin/user/search_players",
  summary:
    "Buscar jugadores del club por nombre, usuario, RUT, correo o teléfono (sin distinguir tildes ni mayúsculas)",
  tag: "user",
  access: "admin",
  querystring: z.object({
    q: text("Escribe qué buscar")
      .trim()
      .min(2, "Escribe al menos 2 caracteres para buscar")
      .max(100, "La búsqueda puede tener hasta 100 caracteres"),
  }),
  response: z.object({ data: z.array(clubPlayerSchema) }),
});
