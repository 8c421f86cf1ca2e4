import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { assistantConversations as conversations, assistantMessages as messages } from "../../db/schema";

type Owner = { clubId: number; userId: number };
const owned = (id: number, owner: Owner) =>
  and(
    eq(conversations.id, id),
    eq(conversations.clubId, owner.clubId),
    eq(conversations.userId, owner.userId),
  );

export async function insertConversation(db: DbOrTx, values: Owner & { title: string; now: Date }) {
  const [row] = await db
    .insert(conversations)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning({ id: conversations.id });
  return (row as { id: number }).id;
}

/** The conversation, if it is this administrator's in this club. */
export async function ownConversationExists(db: DbOrTx, id: number, owner: Owner) {
  const rows = await db.select({ id: conversations.id }).from(conversations).where(owned(id, owner));
  return rows.length > 0;
}

export async function touchConversation(db: DbOrTx, id: number, now: Date) {
  await db.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, id));
}

export type NewMessage = typeof messages.$inferInsert;

export async function insertMessage(db: DbOrTx, values: NewMessage) {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return (row as { id: number }).id;
}

/** A page of the administrator's conversations in the club, the latest first, and their total. */
export async function listOwnConversations(db: DbOrTx, q: Owner & { limit: number; offset: number }) {
  const where = and(eq(conversations.clubId, q.clubId), eq(conversations.userId, q.userId));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type MessageRow = typeof messages.$inferSelect;

/** The messages of these conversations, in the order they were written. */
export function messagesOf(db: DbOrTx, conversationIds: number[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.id));
}

/** Deletes the administrator's conversation and its messages; false when it is not theirs. */
export async function deleteOwnConversation(db: DbOrTx, id: number, owner: Owner) {
  const rows = await db.delete(conversations).where(owned(id, owner)).returning({ id: conversations.id });
  return rows.length > 0;
}
