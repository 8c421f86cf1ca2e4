import { z } from "zod";
import { idParam, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import { categoryCodeParam } from "./match-schemas";

/** A player as the ranking lists them: public facts only (no e-mail, RUT or phone). */
export const rankedPlayerSchema = z.object({
  position: z.number().int(),
  username: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  category: z.string(),
  points: z.number().int(),
  // What the player's last confirmed result moved them (the trend): positive up, negative down.
  last_change: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
});
export type RankedPlayer = z.infer<typeof rankedPlayerSchema>;

export const getRanking = endpoint({
  method: "GET",
  path: "/api/rank/get_ranking",
  summary:
    "Ranking de un club: sus jugadores por puntos (de sus resultados confirmados), de una categoría si se pide",
  tag: "rank",
  access: "public",
  querystring: pageQuery(20, 100).extend({
    club_id: idParam,
    category: categoryCodeParam.optional(),
  }),
  response: z.object({ players: z.array(rankedPlayerSchema), pagination: paginationSchema }),
});

const thresholdsSchema = z.object({
  // The club's thresholds; a category without one is not reached by points (the weakest needs none).
  thresholds: z.array(z.object({ category: z.string(), min_points: z.number().int() })),
  // From this confirmed match on, a player's category follows their points.
  matches_before_moves: z.number().int(),
});

export const getCategoryThresholds = endpoint({
  method: "GET",
  path: "/api/admin/rank/get_category_thresholds",
  summary: "Puntos desde los que el club ubica a un jugador en cada categoría",
  tag: "rank",
  access: "admin",
  response: thresholdsSchema,
});

const minPoints = z
  .number({ error: "El puntaje mínimo debe ser un número entero de puntos" })
  .int("El puntaje mínimo debe ser un número entero de puntos")
  .min(0, "El puntaje mínimo no puede ser negativo")
  .max(100_000, "El puntaje mínimo puede ser hasta 100.000");

export const setCategoryThresholds = endpoint({
  method: "PUT",
  path: "/api/admin/rank/set_category_thresholds",
  summary:
    "Fijar los puntos de cada categoría (más puntos para las más altas; la más baja de cada rama no lleva); reemplaza los anteriores",
  tag: "rank",
  access: "admin",
  body: z.object({
    thresholds: z
      .array(z.object({ category: categoryCodeParam, min_points: minPoints }), {
        error: "Indica los umbrales como una lista de { category, min_points }",
      })
      .max(10, "Hay diez categorías")
      .refine(
        (list) => new Set(list.map((each) => each.category)).size === list.length,
        "Cada categoría va una sola vez",
      ),
  }),
  response: thresholdsSchema,
});

export const setPlayerCategory = endpoint({
  method: "PUT",
  path: "/api/admin/rank/set_player_category/:id",
  summary:
    "Fijar a mano la categoría de un jugador del club (los umbrales ya no la mueven), o devolverla a los umbrales",
  tag: "rank",
  access: "admin",
  params: idParams,
  body: z.object({
    category: categoryCodeParam.nullable(),
    by_hand: z.boolean({
      error: "Indica si la categoría queda fija (true) o la mueven los umbrales (false)",
    }),
  }),
  response: z.object({ user_id: z.number().int(), category: z.string(), by_hand: z.boolean() }),
});
