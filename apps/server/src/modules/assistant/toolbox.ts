import { localToday } from "@club/domain";
import type { Db } from "../../db/client";
import { readOnly } from "../../db/read-only";
import type { Figure } from "./figure";
import type { AssistantTool } from "./tools/tool";

/** A tool's input that its schema refused, or a period it cannot read: said in Spanish. */
export class ToolInputError extends Error {}

/**
 * The tools bound to one club and one moment: `run` checks the input against the tool's schema (a club
 * id or any field it does not name is refused) and runs it in its own read-only transaction.
 */
export function createToolbox(
  // biome-ignore lint/suspicious/noExplicitAny: a list of tools of different inputs; each checks its own.
  tools: readonly AssistantTool<any>[],
  scope: { db: Db; clubId: number; now: Date; timeZone: string },
) {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const today = localToday(scope.now, scope.timeZone);
  return {
    tools,
    /** The club's day today (YYYY-MM-DD), as every tool reads it. */
    today,
    async run(name: string, input: unknown): Promise<Figure> {
      const tool = byName.get(name);
      if (!tool) throw new ToolInputError(`No conozco la herramienta ${name}`);
      const parsed = tool.input.safeParse(input);
      if (!parsed.success) throw new ToolInputError(parsed.error.issues[0]?.message ?? "Datos inválidos");
      try {
        return await readOnly(scope.db, (tx) =>
          tool.run(
            { db: tx, clubId: scope.clubId, now: scope.now, timeZone: scope.timeZone, today },
            parsed.data,
          ),
        );
      } catch (error) {
        if (error instanceof RangeError) throw new ToolInputError(error.message);
        throw error;
      }
    },
  };
}

export type Toolbox = ReturnType<typeof createToolbox>;
