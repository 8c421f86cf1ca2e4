import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer of the fake model to one chat-completions request. */
export type FakeReply =
  /** A call of one tool, its arguments exactly as given (malformed JSON too). */
  | { kind: "tool_call"; name: string; arguments: string }
  /** Words, streamed in these pieces. */
  | { kind: "text"; pieces: string[] }
  /** Headers and nothing more: the connection stays open without a word. */
  | { kind: "silent" }
  /** One piece of words, then the connection is cut before the end. */
  | { kind: "cut"; piece: string };

/** What the engine sent in one request: the messages so far and the tools offered. */
export type FakeRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content?: unknown; tool_call_id?: string }[];
  tools?: { function: { name: string; description: string; parameters: Record<string, unknown> } }[];
};

const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: "fake" };
const chunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
const DONE = "data: [DONE]\n\n";

async function readBody(request: IncomingMessage): Promise<FakeRequest> {
  let raw = "";
  for await (const piece of request) raw += piece;
  return JSON.parse(raw) as FakeRequest;
}

function streamReply(reply: FakeReply, response: ServerResponse, calls: number) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  switch (reply.kind) {
    case "tool_call": {
      const call = { index: 0, id: `call_${calls}`, type: "function" };
      response.write(
        chunk({
          role: "assistant",
          tool_calls: [{ ...call, function: { name: reply.name, arguments: "" } }],
        }),
      );
      response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: reply.arguments } }] }));
      response.end(chunk({}, "tool_calls") + DONE);
      return;
    }
    case "text":
      response.write(chunk({ role: "assistant", content: "" }));
      for (const piece of reply.pieces) response.write(chunk({ content: piece }));
      response.end(chunk({}, "stop") + DONE);
      return;
    case "silent":
      response.flushHeaders();
      return;
    case "cut":
      response.write(chunk({ role: "assistant", content: reply.piece }));
      setTimeout(() => response.socket?.destroy(), 50);
      return;
  }
}

/**
 * A fake OpenAI-compatible chat-completions API on loopback (POST {baseUrl}/chat/completions with
 * `stream: true`, answered as server-sent `data:` chunks in OpenAI's format and `data: [DONE]`). Each
 * request takes the next scripted reply; past the script it answers 500. Keeps every request it got, and
 * counts the callers that hung up before their answer ended.
 */
export async function startFakeOpenAi() {
  let script: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const hangUps = { count: 0 };
  const cutHere = new WeakSet<ServerResponse>();
  const server = createServer(async (request, response) => {
    response.on("close", () => {
      if (!response.writableEnded && !cutHere.has(response)) hangUps.count += 1;
    });
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    requests.push(await readBody(request));
    const reply = script.shift();
    if (!reply) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "no scripted reply left", type: "server_error" } }));
      return;
    }
    if (reply.kind === "cut") cutHere.add(response);
    streamReply(reply, response, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    hangUps,
    /** The replies to the next requests, in order (the previous script is dropped). */
    script(replies: FakeReply[]) {
      script = [...replies];
      requests.length = 0;
      hangUps.count = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
