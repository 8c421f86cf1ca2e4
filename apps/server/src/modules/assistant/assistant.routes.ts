import { askAssistant, deleteAssistantConversation, getAssistantConversations } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { startEventStream } from "../../http/event-stream-reply";
import { registerEndpoint } from "../../http/route";
import { answerQuestion, openQuestion } from "./assistant.service";
import { toConversationWire, toEventWire } from "./assistant.wire";
import { assistantEngine } from "./assistant-engines";
import { clearConversation, ownConversations } from "./conversations.service";
import { ASSISTANT_TOOLS } from "./tools/tool-set";

const ANSWER_NOT_KEPT = {
  type: "notice",
  code: "failed",
  message: "No se pudo guardar esta respuesta. Vuelve a preguntar.",
} as const;

/** A comment line every so often keeps proxies from closing a slow answer. */
const HEARTBEAT_MS = 15_000;

/** The club assistant (`/admin/IA`, beta): questions answered as a stream, and the conversations kept. */
export function assistantRoutes(app: FastifyInstance, ctx: AppContext) {
  const engine = assistantEngine(ctx.config);
  registerEndpoint(app, ctx, askAssistant, async ({ body, session, request, reply }) => {
    const now = ctx.now();
    const asker = { clubId: session.clubId, userId: session.id };
    // Before the stream starts: another administrator's conversation is a 404 like any error.
    const gone = new AbortController();
    // Listened to before anything is awaited. The request's own "close" fires once its body is read;
    // the reply's tells a client gone.
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    // Before the stream starts: another administrator's conversation is a 404 like any error.
    const asked = await openQuestion(ctx.db, {
      ...asker,
      question: body.question,
      conversationId: body.conversation_id,
      now,
    });
    const stream = startEventStream(reply);
    const heartbeat = setInterval(() => stream.ping(), HEARTBEAT_MS);
    try {
      stream.send({ type: "meta", conversation_id: asked.conversationId, engine: engine.name });
      const messageId = await answerQuestion(
        { db: ctx.db, engine, tools: ASSISTANT_TOOLS, log: request.log },
        { ...asker, ...asked, question: body.question },
        now,
        (event) => stream.send(toEventWire(event)),
        gone.signal,
      );
      stream.send({ type: "done", message_id: messageId });
    } catch (error) {
      // The answer could not be kept (its conversation cleared meanwhile in another tab): said, and ended.
      request.log.error({ err: error }, "no se pudo guardar la respuesta del asistente");
      stream.send(toEventWire(ANSWER_NOT_KEPT));
    } finally {
      clearInterval(heartbeat);
      stream.end();
    }
    return reply;
  });

  registerEndpoint(app, ctx, getAssistantConversations, async ({ query, session }) => {
    const page = await ownConversations(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      page: query.page,
      limit: query.limit,
    });
    return { conversations: page.conversations.map(toConversationWire), pagination: page.pagination };
  });

  registerEndpoint(app, ctx, deleteAssistantConversation, async ({ params, session }) => {
    await clearConversation(ctx.db, params.id, { clubId: session.clubId, userId: session.id });
    return { deleted: true as const };
  });
}
