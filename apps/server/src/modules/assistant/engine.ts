import type { Figure } from "./figure";
import type { Toolbox } from "./toolbox";

export type NoticeCode =
  | "unknown"
  | "refused"
  | "model_timeout"
  | "model_failed"
  | "failed"
  | "unchecked_number";

/** What an engine says while it answers: words, figures from tools, notices and suggested questions. */
export type EngineEvent =
  | { type: "text"; delta: string }
  | { type: "figure"; figure: Figure }
  | { type: "notice"; code: NoticeCode; message: string }
  | { type: "suggestions"; questions: string[] };

export type EngineQuestion = {
  question: string;
  /** The conversation so far, oldest first (the question itself not included). */
  history: { role: "user" | "assistant"; content: string }[];
  toolbox: Toolbox;
  /** The club's day today (YYYY-MM-DD). */
  today: string;
  /** The session's club, as a question may name it. */
  clubName: string;
  signal: AbortSignal;
  /** For failures no one sees on screen (a model's): their kind and status, never the conversation. */
  log: { error: (obj: object, msg: string) => void };
};

/**
 * One way of answering: the built-in one (no network) or a language model. Either only chooses tools and
 * writes words: every number it shows comes from a tool's figure.
 */
export type AssistantEngine = {
  name: "builtin" | "llm";
  answer(question: EngineQuestion): AsyncIterable<EngineEvent>;
};
