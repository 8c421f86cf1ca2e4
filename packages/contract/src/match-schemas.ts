import { categoryOfCode, PLAYER_CATEGORY_CODES } from "@club/domain";
import { z } from "zod";
import { clubRef } from "./booking-schemas";
import { text } from "./text";
import { matchWaitlistSchema } from "./waitlist-schemas";

const CODE_MESSAGE = `La categoría debe ser un código: ${PLAYER_CATEGORY_CODES.join(", ")}`;

/** A category as the API names it (spec section 9): M1ra … M6ta, FA … FD. */
export const categoryCodeParam = text(CODE_MESSAGE).refine(
  (code) => categoryOfCode(code) !== null,
  CODE_MESSAGE,
);

/** Where a player stands on court. */
export const courtSide = z.enum(["drive", "reves"], { error: "El lado debe ser drive o reves" });

export const matchVisibility = z.enum(["public", "link"], {
  error: "La visibilidad debe ser public (en la lista del club) o link (solo con el enlace)",
});

/** A player of a match as anyone with the link sees them: no e-mail, RUT or phone. */
export const matchPlayerSchema = z.object({
  username: z.string(),
  // First name and the initial of the last name.
  name: z.string(),
  category: z.string(),
  side: courtSide.nullable(),
  booker: z.boolean(),
});

export const matchSchema = z.object({
  // Public identifier: a 16-character token followed by the id.
  slug: z.string(),
  club: clubRef,
  court_name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_int: z.number().int(),
  price: z.number().int(),
  // Each of the four players' share of the price, in whole pesos, summing to it exactly.
  shares: z.array(z.number().int()),
  // The categories admitted; null when any player may join.
  category_range: z.object({ strongest: z.string(), weakest: z.string(), label: z.string() }).nullable(),
  open_places: z.number().int(),
  free_places: z.number().int(),
  visibility: matchVisibility,
  players: z.array(matchPlayerSchema),
  // Started, or its booking cancelled: no one joins or leaves any more.
  closed: z.boolean(),
  // The result once a player reported it: sets as [pair 1, pair 2] games, the pairs by username.
  result: z
    .object({
      sets: z.array(z.tuple([z.number().int(), z.number().int()])),
      winner_pair: z.union([z.literal(1), z.literal(2)]),
      pair_1: z.array(z.string()),
      pair_2: z.array(z.string()),
      // Who reported it: a player of the other pair confirms or disputes it.
      reported_by: z.string(),
      status: z.enum(["reported", "confirmed", "disputed"]),
    })
    .nullable(),
  // A single match's waitlist (null in lists of matches).
  waitlist: matchWaitlistSchema.nullable(),
});

export type Match = z.infer<typeof matchSchema>;
