import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";

export type AfterAnswer = (reply: FastifyReply, what: string, task: () => Promise<void>) => void;

/**
 * Work that must not change how long an answer takes (so its duration reveals nothing) runs once the
 * answer has left. Its failure is logged; closing the app waits for what is still running.
 */
export function createAfterAnswer(app: FastifyInstance, log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(running);
  });
  return (reply, what, task) => {
    // 'close' also comes when the client hangs up early: the work is still owed.
    reply.raw.once("close", () => {
      const done = task()
        .catch((err: unknown) => log.error({ err }, what))
        .finally(() => running.delete(done));
      running.add(done);
    });
  };
}
