import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import { idParam, pageQuery, paginationSchema, timeScope } from "./common";
import { endpoint } from "./endpoint";
import { categoryCodeParam, courtSide, matchSchema, matchVisibility } from "./match-schemas";
import { text } from "./text";

const openPlaces = z
  .number({ error: "Los cupos deben ser 1, 2 o 3" })
  .int("Los cupos deben ser 1, 2 o 3")
  .min(1, "Los cupos deben ser 1, 2 o 3")
  .max(3, "Los cupos deben ser 1, 2 o 3");

export const createMatch = endpoint({
  method: "POST",
  path: "/api/match/create_match",
  summary: "Abrir una reserva propia como partido: cupos, rango de categorías y visibilidad",
  tag: "match",
  access: "user",
  body: z.object({
    booking_slug: text().max(64, "Reserva no encontrada"),
    open_places: openPlaces,
    visibility: matchVisibility,
    strongest_category: categoryCodeParam.optional(),
    weakest_category: categoryCodeParam.optional(),
    side: courtSide.optional(),
  }),
  response: matchSchema,
});

/** A match by its public identifier; any longer text names no match. */
export const matchSlugParams = z.object({ slug: text().max(64, "Partido no encontrado") });

export const findMatch = endpoint({
  method: "GET",
  path: "/api/match/find_match/:slug",
  summary: "Un partido por su enlace: cancha, hora, jugadores, cupos y precio por jugador",
  tag: "match",
  access: "public",
  params: matchSlugParams,
  // Optional: with a signed-in player's token the page tells them their place on the waitlist.
  headers: z.looseObject({ authorization: text().optional() }),
  response: matchSchema,
});

export const getOpenMatches = endpoint({
  method: "GET",
  path: "/api/match/get_open_matches",
  summary: "Partidos públicos de un club en un día, con cupos libres, para una categoría si se pide",
  tag: "match",
  access: "public",
  querystring: pageQuery(10, 50).extend({
    club_id: idParam,
    date: bookingDate,
    category: categoryCodeParam.optional(),
  }),
  response: z.object({ matches: z.array(matchSchema), pagination: paginationSchema }),
});

export const getMyMatches = endpoint({
  method: "GET",
  path: "/api/match/get_my_matches",
  summary:
    "Mis partidos, reservados por mí o a los que me uní: próximos (el más cercano primero) o jugados (el más reciente primero), con su resultado",
  tag: "match",
  access: "user",
  querystring: pageQuery(10, 50).extend({ scope: timeScope }),
  response: z.object({ matches: z.array(matchSchema), pagination: paginationSchema }),
});

export const joinMatch = endpoint({
  method: "POST",
  path: "/api/match/join_match/:slug",
  summary: "Unirse a un partido con cupo, dentro de su rango de categorías",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  body: z.object({ side: courtSide.optional() }),
  response: matchSchema,
});

export const leaveMatch = endpoint({
  method: "PUT",
  path: "/api/match/leave_match/:slug",
  summary: "Dejar un partido, hasta el plazo de cancelación del club",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  response: matchSchema,
});

const games = z
  .number({ error: "Cada set se anota con los games (o puntos del súper tie-break) de cada pareja" })
  .int("Los games son números enteros")
  .min(0, "Los games no pueden ser negativos")
  .max(99, "Un set no llega a tantos games");
const pair = z
  .array(text().max(64), { error: "Cada pareja son dos nombres de usuario" })
  .length(2, "Cada pareja son dos nombres de usuario");

const setsSchema = z
  .array(z.array(games).length(2, "Cada set son los games de las dos parejas"), {
    error: "Anota los sets como [games pareja 1, games pareja 2]",
  })
  .min(2, "Un partido de pádel se juega a dos o tres sets.")
  .max(3, "Un partido de pádel se juega a dos o tres sets.");

export const reportResult = endpoint({
  method: "POST",
  path: "/api/match/report_result/:slug",
  summary: "Anotar el resultado por sets (lo confirma un jugador de la otra pareja)",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  body: z.object({
    sets: setsSchema,
    pair_1: pair,
    pair_2: pair,
  }),
  response: matchSchema,
});

export const confirmResult = endpoint({
  method: "PUT",
  path: "/api/match/confirm_result/:slug",
  summary: "Confirmar (mueve el ranking) o disputar el resultado anotado por la otra pareja",
  tag: "match",
  access: "user",
  params: matchSlugParams,
  body: z.object({
    agree: z.boolean({ error: "Indica si confirmas el resultado (true) o lo disputas (false)" }),
  }),
  response: matchSchema,
});

export const getDisputedResults = endpoint({
  method: "GET",
  path: "/api/admin/match/get_disputed_results",
  summary: "Partidos del club con el resultado en disputa, los más antiguos primero",
  tag: "match",
  access: "admin",
  response: z.object({ matches: z.array(matchSchema) }),
});

export const settleResult = endpoint({
  method: "PUT",
  path: "/api/admin/match/settle_result/:slug",
  summary:
    "Resolver un resultado en disputa: confirmarlo (con los sets corregidos si se indican; mueve el ranking) o anularlo para que se anote de nuevo",
  tag: "match",
  access: "admin",
  params: matchSlugParams,
  body: z.object({
    decision: z.enum(["confirm", "annul"], {
      error: "La decisión debe ser confirm (vale el resultado) o annul (se anota de nuevo)",
    }),
    sets: setsSchema.optional(),
  }),
  response: matchSchema,
});
