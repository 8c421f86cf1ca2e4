import { ASK_PATH, type AssistantEvent, assistantEventSchema, errorEnvelopeSchema } from "@club/contract";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { ApiError } from "../../../lib/api-client";
import { currentToken, expireSession } from "../../../lib/session";

export type AskBody = { question: string; conversation_id?: number };

const CUT_SHORT = "La respuesta se cortó antes de terminar. Vuelve a preguntar.";

/** The error envelope of an answer refused before its stream (401, 403, 400), as an ApiError. */
async function refusal(response: Response): Promise<ApiError> {
  const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (response.status === 401) expireSession();
  if (!envelope.success)
    return new ApiError("INTERNAL_ERROR", "El servidor respondió con un error inesperado.", response.status);
  const { code, message, details } = envelope.data.error;
  return new ApiError(code, message, response.status, details);
}

/** One `data:` line read as an event of the contract; anything else is skipped. */
function eventOf(data: string): AssistantEvent | null {
  try {
    const parsed = assistantEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the club assistant and hands each event of its answer to `onEvent` as it arrives (server-sent events
 * over fetch, which can carry the bearer token). Rejects with an ApiError when the server refuses the
 * question, cannot be reached, or the stream ends before its `done`.
 */
export async function askAssistant(
  body: AskBody,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const token = currentToken();
  if (!token) {
    expireSession();
    throw new ApiError("UNAUTHORIZED", "Tu sesión expiró. Inicia sesión de nuevo.", 401);
  }
  let response: Response;
  try {
    response = await fetch(ASK_PATH, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
      cache: "no-store",
      signal,
    });
  } catch {
    throw new ApiError("NETWORK_ERROR", "Sin conexión con el servidor. Revisa tu conexión a internet.", 0);
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ApiError("INTERNAL_ERROR", CUT_SHORT, response.status);
  let done = false;
  try {
    await response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .pipeTo(
        new WritableStream({
          write(message) {
            const event = eventOf(message.data);
            if (!event) return;
            if (event.type === "done") done = true;
            onEvent(event);
          },
        }),
      );
  } catch {
    if (signal?.aborted) return;
  }
  if (!done && !signal?.aborted) throw new ApiError("NETWORK_ERROR", CUT_SHORT, 0);
}
