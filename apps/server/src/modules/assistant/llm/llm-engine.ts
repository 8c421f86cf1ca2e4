import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { stepCountIs, streamText } from "ai";
import type { LlmConfig } from "../../../config";
import { builtinEngine } from "../builtin/builtin-engine";
import type { AssistantEngine, EngineEvent, EngineQuestion } from "../engine";
import type { Figure } from "../figure";
import { unsupportedNumbers, unsupportedNumbersMessage } from "./figure-guard";
import { modelTools } from "./model-tools";
import { systemPrompt } from "./system-prompt";

// Steps of one answer: tool calls and their results, then the words. Enough for a lookup and a retry.
const MAX_STEPS = 4;
// The longest the model may stay silent between two pieces of its answer.
const CHUNK_MS = 8_000;

type Failure = "model_timeout" | "model_failed";

const FAILURE_MESSAGES: Record<Failure, string> = {
  model_timeout: "El asistente no respondió a tiempo.",
  model_failed: "El asistente no pudo terminar su respuesta.",
};

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === "TimeoutError" || (error.cause instanceof Error && error.cause.name === "TimeoutError"));

/**
 * The built-in engine's answer to the same question, after the model failed: passed on only when it has
 * one (not when it does not understand the question either).
 */
/**
 * The built-in engine's answer after the model's failure, when it has one; set apart from words the model
 * already wrote, and not at all once the model showed a figure (it would show it twice).
 */
async function* fallbackAnswer(
  fallback: AssistantEngine,
  q: EngineQuestion,
  shown: { words: string; figures: number },
): AsyncGenerator<EngineEvent> {
  if (shown.figures > 0) return;
  const events: EngineEvent[] = [];
  for await (const event of fallback.answer(q)) events.push(event);
  if (events.some((event) => event.type === "notice" && event.code === "unknown")) return;
  if (shown.words.trim()) yield { type: "text", delta: "\n\n" };
  yield* events;
}

/** What a failure was, for the log: its kind, the HTTP status and the model API's address, never the prompt. */
function failureOf(error: unknown) {
  const e = error as { name?: string; statusCode?: number; url?: string };
  return { name: e?.name ?? typeof error, status: e?.statusCode, url: e?.url };
}

/**
 * A language model behind an OpenAI-compatible API answers: it picks the tools and writes the words,
 * streamed as they come; each figure is the tool's own. Within `timeoutMs` in all (and CHUNK_MS between
 * pieces), or a notice says it did not answer in time and the built-in engine answers; a failing or cut
 * stream the same. After a whole answer, a number in its words that no figure holds gets a notice.
 */
export function createLlmEngine(
  config: LlmConfig,
  fallback: AssistantEngine = builtinEngine,
): AssistantEngine {
  const provider = createOpenAICompatible({
    name: "club-llm",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model = provider.chatModel(config.model);

  async function* answer(q: EngineQuestion): AsyncGenerator<EngineEvent> {
    const stop = new AbortController();
    const { tools, figureOf, failure: toolFailure } = modelTools(q.toolbox, stop);
    const figures: Figure[] = [];
    let words = "";
    let failure: Failure | null = null;
    try {
      const result = streamText({
        model,
        system: systemPrompt(q.today),
        // An answer of notices alone was stored without words: an empty message some APIs refuse.
        messages: [...q.history.filter((m) => m.content.trim()), { role: "user", content: q.question }],
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        // The time limit is for the whole answer: a retry would eat it, and the built-in engine is there.
        maxRetries: 0,
        abortSignal: AbortSignal.any([q.signal, stop.signal]),
        timeout: { totalMs: config.timeoutMs, chunkMs: Math.min(CHUNK_MS, config.timeoutMs) },
        // Failures come as the stream's parts, read below.
        onError: () => {},
      });
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          words += part.text;
          yield { type: "text", delta: part.text };
        } else if (part.type === "tool-result") {
          const figure = figureOf(part.toolCallId);
          if (figure) {
            figures.push(figure);
            yield { type: "figure", figure };
          }
        } else if (part.type === "abort") {
          failure = "model_timeout";
        } else if (part.type === "error") {
          failure = isTimeout(part.error) ? "model_timeout" : "model_failed";
          q.log.error({ model: failureOf(part.error) }, "el modelo de lenguaje falló");
        }
      }
    } catch (error) {
      failure = isTimeout(error) ? "model_timeout" : "model_failed";
      q.log.error({ model: failureOf(error) }, "el modelo de lenguaje falló");
    }
    const broken = toolFailure();
    if (broken) throw broken.error;
    // Nobody is listening any more: nothing else to say.
    if (q.signal.aborted) return;
    if (failure) {
      yield { type: "notice", code: failure, message: FAILURE_MESSAGES[failure] };
      yield* fallbackAnswer(fallback, q, { words, figures: figures.length });
      return;
    }
    const unsupported = unsupportedNumbers(words, figures, [q.question, q.today]);
    if (unsupported.length > 0) {
      yield { type: "notice", code: "unchecked_number", message: unsupportedNumbersMessage(unsupported) };
    }
  }

  return { name: "llm", answer };
}
