import type { z } from "zod";
import type { DbOrTx } from "../../../db/client";
import type { Figure } from "../figure";

/** What a tool runs with: a read-only transaction and the club of the session, never one it was told. */
export type ToolContext = {
  db: DbOrTx;
  clubId: number;
  now: Date;
  timeZone: string;
  /** The club's day today (YYYY-MM-DD). */
  today: string;
};

/**
 * A read-only question the assistant can ask of the club's data. `input` is a strict zod object: the
 * built-in engine fills it, a language model sees it as the tool's definition, and anything it does not
 * name (a club id) is refused before `run`.
 */
export type AssistantTool<Input> = {
  name: string;
  /** For the language model: what the tool answers and when to use it (Spanish). */
  description: string;
  input: z.ZodType<Input>;
  run: (ctx: ToolContext, input: Input) => Promise<Figure>;
};

export const defineTool = <Input>(tool: AssistantTool<Input>): AssistantTool<Input> => tool;
