import type { Access, Endpoint, EndpointParsed, EndpointResponseInput } from "@club/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { resolveSession, type SessionFor } from "./session";

export type HandlerInput<E extends Endpoint> = EndpointParsed<E> & {
  session: SessionFor<E["access"]>;
  request: FastifyRequest;
  reply: FastifyReply;
};

const sessions = new WeakMap<FastifyRequest, SessionFor<Access>>();

type RouteOptions = { rateLimit?: { max: number; timeWindow: string } };

/** Registers one contract endpoint: the contract's schemas validate and serialize; the guard runs first. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  ep: E,
  // The reply itself when the handler took it over (a stream of events).
  handler: (input: HandlerInput<E>) => Promise<EndpointResponseInput<E> | FastifyReply>,
  options: RouteOptions = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [ep.tag],
      ...(ep.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.headers ? { headers: ep.headers } : {}),
      ...(ep.querystring ? { querystring: ep.querystring } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      response: { 200: ep.response },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    // Who calls is settled before the body is read: a caller without a session learns nothing from a 400.
    onRequest: async (request) => {
      sessions.set(request, await resolveSession(request, ep.access, ctx));
    },
    handler: async (request, reply) => {
      const session = sessions.get(request) as SessionFor<E["access"]>;
      // The contract's schemas validated these parts, so their parsed types hold.
      const parsed = {
        params: request.params,
        headers: request.headers,
        query: request.query,
        body: request.body,
      } as EndpointParsed<E>;
      return handler({ ...parsed, session, request, reply });
    },
  });
}
