import { jsonSchema, type ToolSet, tool, zodSchema } from "ai";
import type { Figure } from "../figure";
import { type Toolbox, ToolInputError } from "../toolbox";

/**
 * The toolbox's tools as the language model sees them: each one's Spanish description and its input
 * schema as JSON Schema (a strict object: any field it does not name, a club id, is refused). The
 * toolbox alone checks the input and runs the tool, so a refused input reaches the model as the
 * toolbox's Spanish message and the model may try again. The figures are kept here by tool call: what is
 * shown comes from the tool, never from the model's words. A tool that fails otherwise (the database)
 * stops the answer through `stop`; `failure()` then gives its error, for the engine to throw.
 */
export function modelTools(toolbox: Toolbox, stop: AbortController) {
  const figures = new Map<string, Figure>();
  let failure: { error: unknown } | null = null;
  const tools: ToolSet = {};
  for (const { name, description, input } of toolbox.tools) {
    const definition = zodSchema(input);
    tools[name] = tool<unknown, Figure>({
      description,
      inputSchema: jsonSchema(() => definition.jsonSchema),
      async execute(given, { toolCallId }) {
        try {
          const figure = await toolbox.run(name, given);
          figures.set(toolCallId, figure);
          return figure;
        } catch (error) {
          if (!(error instanceof ToolInputError)) {
            failure ??= { error };
            stop.abort();
          }
          throw error;
        }
      },
    });
  }
  return {
    tools,
    figureOf: (toolCallId: string) => figures.get(toolCallId),
    failure: () => failure,
  };
}
