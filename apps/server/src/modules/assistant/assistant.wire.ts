import type { AssistantConversation, AssistantEvent, AssistantFigure } from "@club/contract";
import type { ConversationView } from "./conversations.service";
import type { EngineEvent } from "./engine";
import type { Figure } from "./figure";

export const toFigureWire = (figure: Figure): AssistantFigure => ({
  tool: figure.tool,
  title: figure.title,
  period: figure.period && {
    start_date: figure.period.startDate,
    end_date: figure.period.endDate,
    text: figure.period.text,
  },
  filters: figure.filters,
  columns: figure.columns,
  rows: figure.rows,
  main: figure.main,
  chart: figure.chart,
  link: figure.link,
});

export function toEventWire(event: EngineEvent): AssistantEvent {
  return event.type === "figure" ? { type: "figure", figure: toFigureWire(event.figure) } : event;
}

export const toConversationWire = (row: ConversationView): AssistantConversation => ({
  id: row.id,
  title: row.title,
  updated_at: row.updatedAt.toISOString(),
  messages: row.messages.map((message) => ({
    id: message.id,
    role: message.role as "user" | "assistant",
    content: message.content,
    engine: message.engine as "builtin" | "llm" | null,
    figures: (message.figures as Figure[]).map(toFigureWire),
    notices: message.notices as AssistantConversation["messages"][number]["notices"],
    created_at: message.createdAt.toISOString(),
  })),
});
