import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call: anyone, any signed-in user, or a club administrator (tenant resolved from membership). */
export type Access = "public" | "user" | "admin";

export type Endpoint = {
  method: HttpMethod;
  /** Fastify-style path: `/api/admin/item/find_item/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  /** Request headers the endpoint reads (names in lower case), such as `idempotency-key`. */
  headers?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

export const endpoint = <const E extends Endpoint>(e: E): E => e;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointInput<E extends Endpoint> = {
  params: InputOf<E["params"]>;
  headers: InputOf<E["headers"]>;
  query: InputOf<E["querystring"]>;
  body: InputOf<E["body"]>;
};
export type EndpointParsed<E extends Endpoint> = {
  params: OutputOf<E["params"]>;
  headers: OutputOf<E["headers"]>;
  query: OutputOf<E["querystring"]>;
  body: OutputOf<E["body"]>;
};
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;
export type EndpointResponseInput<E extends Endpoint> = z.input<E["response"]>;

/** `/a/:id/b` with `{ id: 3 }` gives `/a/3/b`; every value is URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
}
