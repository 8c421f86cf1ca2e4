import { z } from "zod";
import { registerBodySchema } from "./auth";
import { updateData } from "./common";
import { endpoint } from "./endpoint";
import { categoryCodeParam, courtSide } from "./match-schemas";
import { text } from "./text";

/** A confirmed result as a profile lists it: from the profile owner's side of the net. */
export const profileResultSchema = z.object({
  match_slug: z.string(),
  date: z.string(),
  club_name: z.string(),
  // The owner's pair first: their partner, then the rivals, by name.
  partner: z.string(),
  rivals: z.array(z.string()),
  // Each set as [the owner's pair's games, the rivals'].
  sets: z.array(z.array(z.number().int())),
  won: z.boolean(),
});
export type ProfileResult = z.infer<typeof profileResultSchema>;

export const profileSchema = z.object({
  username: z.string(),
  name: z.string(),
  lastname: z.string(),
  photo_url: z.string().nullable(),
  category: z.string(),
  category_label: z.string(),
  // Why the player no longer changes their category: the club placed them by hand (`other_club` when the
  // one asking administers another club, which cannot change it then), or their results at a club with
  // thresholds move it; null while it is theirs to declare.
  category_locked: z.enum(["club", "other_club", "results"]).nullable(),
  // The club that placed them by hand, when it is recorded.
  category_fixed_by: z.string().nullable(),
  side: courtSide.nullable(),
  // The club the player plays at most (else the first they joined), with their record and place there.
  club: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  played: z.number().int(),
  won: z.number().int(),
  points: z.number().int().nullable(),
  // Their place among the club's players of their category; null when unranked or hidden.
  ranking_position: z.number().int().nullable(),
  last_results: z.array(profileResultSchema),
  // Whether the one asking is the owner (who may edit it).
  own: z.boolean(),
  // Private: only for the owner and the administrators of a club the player belongs to; null otherwise.
  private: z
    .object({
      email: z.string(),
      rut: z.string().nullable(),
      phone: z.string().nullable(),
      hide_phone: z.boolean(),
      hide_from_ranking: z.boolean(),
    })
    .nullable(),
  // The phone for anyone else, unless the player hides it.
  phone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const usernameParams = z.object({ username: text().max(64, "Jugador no encontrado") });

export const findUser = endpoint({
  method: "GET",
  path: "/api/user/find_user/:username",
  summary:
    "El perfil de un jugador: nombre, foto, categoría, club, partidos, victorias, posición y últimos resultados (los datos privados solo para él y los administradores de su club)",
  tag: "user",
  access: "user",
  params: usernameParams,
  response: profileSchema,
});

const registered = registerBodySchema.shape;

export const updateProfile = endpoint({
  method: "PUT",
  path: "/api/user/update_profile/:username",
  summary:
    "Cambiar el perfil propio: nombre, apellido, teléfono, categoría (si el club no la fijó), lado y privacidad",
  tag: "user",
  access: "user",
  params: usernameParams,
  body: updateData(
    z.object({
      name: registered.name.optional(),
      lastname: registered.lastname.optional(),
      phone: registered.phone.optional(),
      category: categoryCodeParam.optional(),
      side: courtSide.nullable().optional(),
      hide_phone: z.boolean({ error: "Indica si ocultas tu teléfono (true o false)" }).optional(),
      hide_from_ranking: z.boolean({ error: "Indica si te ocultas del ranking (true o false)" }).optional(),
    }),
  ),
  response: profileSchema,
});

/** Multipart form: one image in `files`. The body is read by the route itself, not by a schema. */
export const uploadProfilePhoto = endpoint({
  method: "POST",
  path: "/api/user/upload_photo/:username",
  summary: "Subir la foto del perfil propio (PNG, JPEG o WebP, hasta 5 MB); reemplaza la anterior",
  tag: "user",
  access: "user",
  params: usernameParams,
  response: profileSchema,
});
