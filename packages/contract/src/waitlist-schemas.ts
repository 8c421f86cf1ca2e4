import { z } from "zod";
import { clubRef } from "./booking-schemas";

/**
 * A full match's waitlist as its page shows it: how many wait and how many freed places are kept for one
 * of them; to the signed-in player who waits (find_match with their token), their place and their offer.
 */
export const matchWaitlistSchema = z.object({
  // Players in line, those holding an offer included.
  waiting: z.number().int(),
  // Freed places kept for a player of the line until their offer ends: nobody else takes them.
  held_places: z.number().int(),
  mine: z
    .object({
      // 1 is the next to be offered a place (a player holding an offer is not counted ahead).
      place: z.number().int(),
      // A place kept for this player: until `ends_at` (ISO 8601), `end_time` on the club's clock.
      offer: z.object({ ends_at: z.string(), end_time: z.string() }).nullable(),
    })
    .nullable(),
});
export type MatchWaitlist = z.infer<typeof matchWaitlistSchema>;

/** A taken slot a player waits for: a court, or any court of the club when `court_id` is null. */
export const slotWaitSchema = z.object({
  id: z.number().int(),
  club: clubRef,
  court_id: z.number().int().nullable(),
  court_name: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_int: z.number().int(),
});
export type SlotWait = z.infer<typeof slotWaitSchema>;
