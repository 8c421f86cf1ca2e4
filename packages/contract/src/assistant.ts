import { z } from "zod";
import { idParam, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

/**
 * The club assistant (`/admin/IA`, beta). An administrator asks in Spanish; the answer streams as
 * server-sent events (`text/event-stream`), each `data:` line one JSON event of `assistantEventSchema`:
 * `meta` first, then `text` pieces, `figure`s (the numbers, each with its period, filters and the screen
 * that shows the same figure), `notice`s and `suggestions`, and `done` last. Every figure comes from a
 * read-only tool run over the club of the session; the words around it never carry a number of their own.
 */

/** How a figure's column is read: pesos, a count, a percentage, a quantity of stock, a text or a time. */
export const figureColumnKind = z.enum(["clp", "count", "percent", "quantity", "text", "date", "time"]);
export type FigureColumnKind = z.infer<typeof figureColumnKind>;

export const assistantFigureSchema = z.object({
  // The tool that computed it (sales, critical_stock…).
  tool: z.string(),
  title: z.string(),
  // The days it covers, in the club's time zone, and how people say them ("del lunes 23 al domingo 29
  // de noviembre"); null for a figure of now (the stock).
  period: z.object({ start_date: z.string(), end_date: z.string(), text: z.string() }).nullable(),
  // The filters it used besides the period ("Medio de pago: efectivo").
  filters: z.array(z.object({ label: z.string(), value: z.string() })),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: figureColumnKind })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  // The main figure of the answer: its column and row (the first row when there is one value).
  main: z.object({ key: z.string(), row: z.number().int() }).nullable(),
  chart: z.enum(["none", "bar"]),
  // The back office's screen that shows the same figure, with these filters in its address.
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type AssistantFigure = z.infer<typeof assistantFigureSchema>;

export const ASSISTANT_ENGINES = ["builtin", "llm"] as const;
export const ASSISTANT_NOTICE_CODES = [
  // Not understood: the answer says so and suggests questions it can answer.
  "unknown",
  // Refused: a change, another club, instructions to ignore the rules.
  "refused",
  // The language model did not answer in time or failed; the built-in answer follows when there is one.
  "model_timeout",
  "model_failed",
  // A tool failed or the database did not answer in time: nothing was stated.
  "failed",
  // The model's words name a number that no figure holds: read the table, not the sentence.
  "unchecked_number",
] as const;

export const assistantEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("meta"),
    conversation_id: z.number().int(),
    engine: z.enum(ASSISTANT_ENGINES),
  }),
  z.object({ type: z.literal("text"), delta: z.string() }),
  z.object({ type: z.literal("figure"), figure: assistantFigureSchema }),
  z.object({ type: z.literal("notice"), code: z.enum(ASSISTANT_NOTICE_CODES), message: z.string() }),
  z.object({ type: z.literal("suggestions"), questions: z.array(z.string()) }),
  z.object({ type: z.literal("done"), message_id: z.number().int() }),
]);
export type AssistantEvent = z.infer<typeof assistantEventSchema>;

// The questions offered before the first one (written once, in the domain).
export { ASSISTANT_SUGGESTIONS } from "@club/domain";

export const ASK_PATH = "/api/admin/ai/ask";

export const askAssistant = endpoint({
  method: "POST",
  path: ASK_PATH,
  summary:
    "Preguntarle al asistente del club: la respuesta llega como eventos del servidor (text/event-stream), con sus cifras, su período y el enlace a la pantalla que las muestra",
  tag: "assistant",
  access: "admin",
  body: z.object({
    question: text("Escribe una pregunta")
      .trim()
      .min(1, "Escribe una pregunta")
      .max(500, "La pregunta puede tener hasta 500 caracteres"),
    conversation_id: idParam.optional(),
  }),
  // The stream's events, one JSON per `data:` line (documented here; the answer is not one JSON body).
  response: z.array(assistantEventSchema),
});

export const assistantMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  engine: z.enum(ASSISTANT_ENGINES).nullable(),
  figures: z.array(assistantFigureSchema),
  notices: z.array(z.object({ code: z.enum(ASSISTANT_NOTICE_CODES), message: z.string() })),
  created_at: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  updated_at: z.string(),
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const getAssistantConversations = endpoint({
  method: "GET",
  path: "/api/admin/ai/get_conversations",
  summary: "Mis conversaciones con el asistente en este club, la más reciente primero, con sus mensajes",
  tag: "assistant",
  access: "admin",
  querystring: pageQuery(10, 50),
  response: z.object({ conversations: z.array(assistantConversationSchema), pagination: paginationSchema }),
});

export const deleteAssistantConversation = endpoint({
  method: "DELETE",
  path: "/api/admin/ai/delete_conversation/:id",
  summary: "Borrar una conversación propia con el asistente",
  tag: "assistant",
  access: "admin",
  params: idParams,
  response: z.object({ deleted: z.literal(true) }),
});
