import { z } from "zod";
import { idParam, idParams, messageResponse } from "./common";
import { endpoint } from "./endpoint";
import {
  feedClubBody,
  feedCommentSchema,
  feedItemSchema,
  feedListQuery,
  feedPageSchema,
  feedReportSchema,
  feedText,
} from "./feed-schemas";
import { text } from "./text";

export const getFeed = endpoint({
  method: "GET",
  path: "/api/feed/get_feed",
  summary:
    "Novedades del club, de la más nueva a la más antigua: publicaciones, partidos abiertos en tu rango, resultados y socios nuevos",
  tag: "feed",
  access: "user",
  // Without club_id: the administrator's club, else the player's latest club, else the first club.
  querystring: feedListQuery.extend({ club_id: idParam.optional() }),
  response: z.object({
    club: z.object({ id: z.number().int(), name: z.string() }),
    is_admin: z.boolean(),
    items: z.array(feedItemSchema),
    pagination: feedPageSchema,
  }),
});

export const createPost = endpoint({
  method: "POST",
  path: "/api/feed/create_post",
  summary: "Publicar en el muro del club (administradores), con una imagen subida por /api/upload",
  tag: "feed",
  access: "admin",
  body: z.object({ text: feedText("la publicación", 2000), image_id: idParam.optional() }),
  response: feedItemSchema,
});

export const removePost = endpoint({
  method: "PUT",
  path: "/api/feed/remove_post/:id",
  summary: "Quitar una novedad del muro (administradores)",
  tag: "feed",
  access: "admin",
  params: idParams,
  response: messageResponse,
});

const likeAnswer = z.object({ liked: z.boolean(), like_count: z.number().int() });

export const likePost = endpoint({
  method: "POST",
  path: "/api/feed/like_post/:id",
  summary: "Dar me gusta a una novedad (una vez por jugador)",
  tag: "feed",
  access: "user",
  params: idParams,
  body: feedClubBody,
  response: likeAnswer,
});

export const unlikePost = endpoint({
  method: "PUT",
  path: "/api/feed/unlike_post/:id",
  summary: "Quitar el me gusta propio de una novedad",
  tag: "feed",
  access: "user",
  params: idParams,
  body: feedClubBody,
  response: likeAnswer,
});

export const getComments = endpoint({
  method: "GET",
  path: "/api/feed/get_comments/:id",
  summary: "Comentarios de una novedad, del más antiguo al más nuevo",
  tag: "feed",
  access: "user",
  params: idParams,
  querystring: feedListQuery.extend({ club_id: idParam }),
  response: z.object({ comments: z.array(feedCommentSchema), pagination: feedPageSchema }),
});

export const addComment = endpoint({
  method: "POST",
  path: "/api/feed/add_comment/:id",
  summary: "Comentar una novedad",
  tag: "feed",
  access: "user",
  params: idParams,
  body: feedClubBody.extend({ text: feedText("tu comentario", 500) }),
  response: feedCommentSchema,
});

export const removeComment = endpoint({
  method: "PUT",
  path: "/api/feed/remove_comment/:id",
  summary: "Quitar un comentario: el propio, o cualquiera del club siendo administrador",
  tag: "feed",
  access: "user",
  params: idParams,
  body: feedClubBody,
  response: messageResponse,
});

export const reportComment = endpoint({
  method: "POST",
  path: "/api/feed/report_comment/:id",
  summary: "Reportar un comentario a los administradores del club (una vez por jugador)",
  tag: "feed",
  access: "user",
  params: idParams,
  body: feedClubBody.extend({
    reason: text().trim().max(300, "El motivo puede tener hasta 300 caracteres").optional(),
  }),
  response: messageResponse,
});

export const getCommentReports = endpoint({
  method: "GET",
  path: "/api/admin/feed/get_reports",
  summary: "Comentarios reportados del club que siguen publicados, el reporte más reciente primero",
  tag: "feed",
  access: "admin",
  querystring: feedListQuery,
  response: z.object({ reports: z.array(feedReportSchema), pagination: feedPageSchema }),
});
