import type { z } from "zod";
import { idParam } from "./common";
import type { Endpoint } from "./endpoint";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;

// Schema kinds that hold no text, id or number a client could send.
const LEAVES = new Set(["boolean", "enum", "literal", "null", "undefined", "transform", "custom"]);
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "nonoptional", "catch"]);

/** A text, id or number a request part reads: where it sits, its schema, and a part holding a value there. */
export type SchemaLeaf = {
  path: (string | number)[];
  kind: "text" | "id" | "number";
  schema: z.ZodType;
  build: (value: unknown) => unknown;
};

/**
 * Every text, id and number a schema reads. `build` puts a value at the leaf's place and keeps the literal
 * fields of the objects on the way (the discriminator of a stock movement), so that value is what gets
 * judged. The parts a pipe's second schema reads were already read by its first, so only the first is
 * walked (except after a preprocess, whose first part is a plain function). An unknown kind of schema
 * throws, so the walk is extended rather than silently skipping what it does not know.
 */
export function* schemaLeaves(
  schema: z.ZodType,
  path: SchemaLeaf["path"] = [],
  build: SchemaLeaf["build"] = (value) => value,
): Generator<SchemaLeaf> {
  const def = defOf(schema);
  if (schema === idParam) {
    yield { path, kind: "id", schema, build };
  } else if (def.type === "string" || def.type === "number") {
    yield { path, kind: def.type === "string" ? "text" : "number", schema, build };
  } else if (def.type === "object") {
    const entries = Object.entries(def.shape as Record<string, z.ZodType>);
    const literals = Object.fromEntries(
      entries.flatMap(([key, value]) => {
        const inner = defOf(value);
        return inner.type === "literal" ? [[key, (inner.values as unknown[])[0]]] : [];
      }),
    );
    for (const [key, value] of entries) {
      yield* schemaLeaves(value, [...path, key], (v) => build({ ...literals, [key]: v }));
    }
  } else if (def.type === "array") {
    yield* schemaLeaves(def.element as z.ZodType, [...path, 0], (v) => build([v]));
  } else if (WRAPPERS.has(def.type)) {
    yield* schemaLeaves(def.innerType as z.ZodType, path, build);
  } else if (def.type === "pipe") {
    yield* schemaLeaves((defOf(def.in).type === "transform" ? def.out : def.in) as z.ZodType, path, build);
  } else if (def.type === "union") {
    for (const option of def.options as z.ZodType[]) yield* schemaLeaves(option, path, build);
  } else if (!LEAVES.has(def.type)) {
    throw new Error(`${path.join(".")}: no sé recorrer un esquema de tipo ${def.type}`);
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
