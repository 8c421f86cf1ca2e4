import type { z } from "zod";
import type { Endpoint } from "./endpoint";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;

// Schema kinds that hold no string a client could send.
const LEAVES = new Set(["number", "boolean", "enum", "literal", "null", "undefined", "transform", "custom"]);

/**
 * Every string schema a request part reads, with where it sits (`body.data.item_name`). The parts a pipe's
 * second schema reads were already read by its first, so only the first is walked (except after a
 * preprocess, whose first part is a plain function). An unknown kind of schema throws, so the walk is
 * extended rather than silently skipping what it does not know.
 */
export function* stringSchemas(schema: z.ZodType, at: string): Generator<[string, z.ZodType]> {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case "string":
      yield [at, schema];
      return;
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        yield* stringSchemas(value, `${at}.${key}`);
      }
      return;
    case "array":
      yield* stringSchemas(inner("element"), `${at}[]`);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      yield* stringSchemas(inner("innerType"), at);
      return;
    case "pipe":
      yield* stringSchemas(defOf(def.in).type === "transform" ? inner("out") : inner("in"), at);
      return;
    case "union":
      for (const option of def.options as z.ZodType[]) yield* stringSchemas(option, at);
      return;
    default:
      if (!LEAVES.has(def.type)) throw new Error(`${at}: no sé recorrer un esquema de tipo ${def.type}`);
  }
}

/** The request parts an endpoint validates, by name. */
export const requestParts = (ep: Endpoint) =>
  (["params", "querystring", "body"] as const).flatMap((part) => {
    const schema = ep[part];
    return schema ? [[part, schema] as const] : [];
  });

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "access" in value &&
  "response" in value;

/** The endpoints among a module's exports: `endpointsOf(await import("@club/contract"))`. */
export const endpointsOf = (module: Record<string, unknown>) => Object.values(module).filter(isEndpoint);
