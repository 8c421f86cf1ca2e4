import { pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { deleteOwnConversation, listOwnConversations, messagesOf } from "./conversations.repository";

type Owner = { clubId: number; userId: number };

/** The administrator's conversations in the club, the latest first, each with its messages. */
export async function ownConversations(db: DbOrTx, q: Owner & { page: number; limit: number }) {
  const { rows, total } = await listOwnConversations(db, { ...q, offset: (q.page - 1) * q.limit });
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    conversations: rows.map((row) => ({
      ...row,
      messages: messages.filter((message) => message.conversationId === row.id),
    })),
    pagination: pageInfo(q.page, q.limit, total),
  };
}

export type ConversationView = Awaited<ReturnType<typeof ownConversations>>["conversations"][number];

/** Clears one of the administrator's conversations; anyone else's, or a missing one, is 404. */
export async function clearConversation(db: DbOrTx, id: number, owner: Owner) {
  if (!(await deleteOwnConversation(db, id, owner))) throw notFound("Conversación no encontrada");
}
