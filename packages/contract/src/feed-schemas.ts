import { z } from "zod";
import { idParam, pageQuery } from "./common";
import { text } from "./text";
import { imageRefSchema } from "./uploads";

/** A person as the club's feed names them: username, and first name with the last name's initial. */
export const feedPersonSchema = z.object({ username: z.string(), name: z.string() });

/** Infinite scroll asks page after page until `has_more` is false; no total is counted. */
export const feedPageSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});

export const feedItemKind = z.enum(["post", "match", "result", "member"]);

export const feedItemSchema = z.object({
  id: z.number().int(),
  kind: feedItemKind,
  // ISO 8601 instant; the screen writes it as "hace 5 minutos".
  created_at: z.string(),
  // The post's author, the match's booker, the new member; null for a result.
  author: feedPersonSchema.nullable(),
  text: z.string().nullable(),
  image: imageRefSchema.nullable(),
  match: z
    .object({
      slug: z.string(),
      court_name: z.string(),
      date: z.string(),
      start_time: z.string(),
      // "M3ra a M5ta", or null when any player may join.
      category_range: z.string().nullable(),
    })
    .nullable(),
  result: z
    .object({
      sets: z.array(z.tuple([z.number().int(), z.number().int()])),
      winner_pair: z.union([z.literal(1), z.literal(2)]),
      pair_1: z.array(feedPersonSchema),
      pair_2: z.array(feedPersonSchema),
    })
    .nullable(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  liked: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedCommentSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  author: feedPersonSchema,
  text: z.string(),
  created_at: z.string(),
  // The viewer may remove it: their own, or any in the club of which they are an administrator.
  can_remove: z.boolean(),
  reported: z.boolean(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedReportSchema = z.object({
  comment: feedCommentSchema,
  report_count: z.number().int(),
  last_reported_at: z.string(),
  reasons: z.array(z.string()),
});
export type FeedReport = z.infer<typeof feedReportSchema>;

/** The club a player's call acts in: an item or comment of another club is 404, like a missing one. */
export const feedClubBody = z.object({ club_id: idParam });

export const feedListQuery = pageQuery(10, 50);

export const feedText = (what: string, max: number) =>
  text(`Escribe ${what}`)
    .trim()
    .min(1, `Escribe ${what}`)
    .max(max, `Puede tener hasta ${max.toLocaleString("es-CL")} caracteres`);
