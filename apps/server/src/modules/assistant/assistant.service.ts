import { ASSISTANT_SUGGESTIONS } from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { assistantClub } from "./assistant-club.repository";
import {
  insertConversation,
  insertMessage,
  messagesOf,
  ownConversationExists,
  touchConversation,
} from "./conversations.repository";
import type { AssistantEngine, EngineEvent } from "./engine";
import type { Figure } from "./figure";
import { createToolbox } from "./toolbox";
import type { AssistantTool } from "./tools/tool";

const TITLE_LENGTH = 80;
const HISTORY_MESSAGES = 12;

type Asker = { clubId: number; userId: number };

/**
 * Opens the question in its conversation (a new one, or the asker's own: anyone else's is 404 before any
 * answer starts) and stores it, with the conversation's last messages for the engine.
 */
export async function openQuestion(
  db: Db,
  input: Asker & { question: string; conversationId?: number; now: Date },
) {
  const owner = { clubId: input.clubId, userId: input.userId };
  if (input.conversationId !== undefined && !(await ownConversationExists(db, input.conversationId, owner))) {
    throw notFound("Conversación no encontrada");
  }
  return db.transaction(async (tx) => {
    const conversationId =
      input.conversationId ??
      (await insertConversation(tx, {
        ...owner,
        title: input.question.slice(0, TITLE_LENGTH),
        now: input.now,
      }));
    const history = (await messagesOf(tx, [conversationId]))
      .slice(-HISTORY_MESSAGES)
      .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
    await insertMessage(tx, { conversationId, role: "user", content: input.question, createdAt: input.now });
    return { conversationId, history };
  });
}

const FAILED: EngineEvent = {
  type: "notice",
  code: "failed",
  message: "No pude calcular eso ahora. Intenta de nuevo en un momento.",
};

/**
 * Answers an opened question with the engine, over the asker's club only (the toolbox is bound to it),
 * passing each event on as it comes, then stores the answer (its words, figures, notices and the tools
 * it ran) and returns the stored message's id. A failure mid-answer ends it with a notice, not an error.
 */
export async function answerQuestion(
  deps: {
    db: Db;
    engine: AssistantEngine;
    // biome-ignore lint/suspicious/noExplicitAny: tools of different inputs; each checks its own.
    tools: readonly AssistantTool<any>[];
    log: { error: (obj: object, msg: string) => void };
  },
  q: Asker & {
    conversationId: number;
    question: string;
    history: { role: "user" | "assistant"; content: string }[];
  },
  now: Date,
  emit: (event: EngineEvent) => void,
  signal: AbortSignal,
): Promise<number> {
  const { name: clubName, timeZone } = await assistantClub(deps.db, q.clubId);
  const base = createToolbox(deps.tools, { db: deps.db, clubId: q.clubId, now, timeZone });
  const toolCalls: { name: string; input: unknown }[] = [];
  const toolbox = {
    ...base,
    run: (name: string, input: unknown) => {
      toolCalls.push({ name, input });
      return base.run(name, input);
    },
  };
  const texts: string[] = [];
  const figures: Figure[] = [];
  const notices: { code: string; message: string }[] = [];
  const record = (event: EngineEvent) => {
    if (event.type === "text") texts.push(event.delta);
    else if (event.type === "figure") figures.push(event.figure);
    else if (event.type === "notice") notices.push({ code: event.code, message: event.message });
    emit(event);
  };
  try {
    for await (const event of deps.engine.answer({
      question: q.question,
      history: q.history,
      toolbox,
      today: base.today,
      clubName,
      log: deps.log,
      signal,
    })) {
      record(event);
    }
  } catch (error) {
    deps.log.error({ err: error }, "el asistente no pudo responder");
    record(FAILED);
    record({ type: "suggestions", questions: [...ASSISTANT_SUGGESTIONS] });
  }
  return saveAnswer(deps.db, {
    conversationId: q.conversationId,
    engine: deps.engine.name,
    content: texts.join(""),
    figures,
    notices,
    toolCalls,
    now,
  });
}

function saveAnswer(
  db: Db,
  answer: {
    conversationId: number;
    engine: string;
    content: string;
    figures: Figure[];
    notices: { code: string; message: string }[];
    toolCalls: { name: string; input: unknown }[];
    now: Date;
  },
) {
  return db.transaction(async (tx: DbOrTx) => {
    const id = await insertMessage(tx, {
      conversationId: answer.conversationId,
      role: "assistant",
      content: answer.content,
      engine: answer.engine,
      figures: answer.figures,
      notices: answer.notices,
      toolCalls: answer.toolCalls,
      createdAt: answer.now,
    });
    await touchConversation(tx, answer.conversationId, answer.now);
    return id;
  });
}
