import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { clubs } from "./clubs";
import { users } from "./users";

/** An administrator's conversation with the club assistant, in one club: theirs alone to read and clear. */
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The first question, cut: what the list of conversations shows.
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_conversations_owner_idx").on(t.clubId, t.userId, t.updatedAt, t.id)],
);

/**
 * A question or an answer of a conversation: the answer keeps its words, the figures it showed (as the
 * tools gave them) and its notices, so the conversation reads the same when opened again.
 */
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    // Which engine answered (builtin, llm); null for a question.
    engine: text("engine"),
    // The tools it ran, with their inputs, for the record and the evaluation.
    toolCalls: jsonb("tool_calls").notNull().default(sql`'[]'::jsonb`),
    figures: jsonb("figures").notNull().default(sql`'[]'::jsonb`),
    notices: jsonb("notices").notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("assistant_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
    index("assistant_messages_conversation_idx").on(t.conversationId, t.id),
  ],
);
