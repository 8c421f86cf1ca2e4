import { type Endpoint, idParam, requestParts } from "@club/contract";
import type { z } from "zod";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;

type Kind = "text" | "id" | "number";
/** One value a request can carry: where it sits and how to build a request part holding another value there. */
type Slot = { path: (string | number)[]; kind: Kind; build: (value: unknown) => unknown };

/**
 * Every text, id and number a schema reads, each with a builder that puts a value at its place and keeps
 * the literal fields of the objects on the way (the discriminator of a stock movement), so the value
 * itself is what gets judged.
 */
function* slots(schema: z.ZodType, path: Slot["path"], build: Slot["build"]): Generator<Slot> {
  const def = defOf(schema);
  if (schema === idParam) {
    yield { path, kind: "id", build };
    return;
  }
  switch (def.type) {
    case "string":
      yield { path, kind: "text", build };
      return;
    case "number":
      yield { path, kind: "number", build };
      return;
    case "object": {
      const entries = Object.entries(def.shape as Record<string, z.ZodType>);
      const literals = Object.fromEntries(
        entries.flatMap(([key, value]) => {
          const inner = defOf(value);
          return inner.type === "literal" ? [[key, (inner.values as unknown[])[0]]] : [];
        }),
      );
      for (const [key, value] of entries) {
        yield* slots(value, [...path, key], (v) => build({ ...literals, [key]: v }));
      }
      return;
    }
    case "array":
      yield* slots(def.element as z.ZodType, [...path, 0], (v) => build([v]));
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      yield* slots(def.innerType as z.ZodType, path, build);
      return;
    case "pipe":
      yield* slots((defOf(def.in).type === "transform" ? def.out : def.in) as z.ZodType, path, build);
      return;
    case "union":
      for (const option of def.options as z.ZodType[]) yield* slots(option, path, build);
      return;
  }
}

/** What travels in a path or query: percent-encoded by the client, so `%00` is a NUL once decoded. */
const TEXT_IN_URL = ["%00", "a%00b"];
const NOT_DECIMAL = ["0x3", "1e2", "1.5", "-1", "true", "%00"];
// Past every page and limit bound; an id that large is a valid one (and only not found).
const NUMBER_IN_URL = [...NOT_DECIMAL, "99999999"];
const ID_IN_URL = [...NOT_DECIMAL, "0", "1".repeat(1300)];
/** JSON values a body carries; lone surrogates are written as JSON escapes by JSON.stringify. */
const TEXT_IN_BODY = ["a\u0000b", "\u0000", "a\ud800b"];
const NUMBER_IN_BODY = [true, "0x3"];
const ID_IN_BODY = [true, 1.5, -1, 0, "0x3"];
const BROKEN_ESCAPE = "%E0%A4%A";

export type BadInputCase = {
  name: string;
  field: string;
  /** What the field holds; `text` cases are all unstorable text, refused with the text message. */
  kind: Kind | "url";
  method: Endpoint["method"];
  url: string;
  payload?: unknown;
};

/** The endpoint's path with the given raw (already encoded) parameters, the others `1`: a valid id and text. */
const urlOf = (ep: Endpoint, values: Record<string, string> = {}) =>
  ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? "1");

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 20 ? `${text.slice(0, 6)}… (${text.length})` : text;
};

/**
 * Every bad value for every text, id and number an endpoint reads, each to be answered with a 400 on its
 * field; and a percent-escape that does not decode in each path parameter, a 400 on the url.
 */
export function badInputCases(ep: Endpoint): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const [part, schema] of requestParts(ep)) {
    for (const slot of slots(schema, [], (v) => v)) {
      const field = slot.path.join(".");
      const base = { kind: slot.kind, field, method: ep.method };
      if (part === "body") {
        for (const value of { text: TEXT_IN_BODY, id: ID_IN_BODY, number: NUMBER_IN_BODY }[slot.kind]) {
          cases.push({
            ...base,
            name: `body ${field} = ${shown(value)}`,
            url: urlOf(ep),
            payload: slot.build(value),
          });
        }
        continue;
      }
      for (const value of { text: TEXT_IN_URL, id: ID_IN_URL, number: NUMBER_IN_URL }[slot.kind]) {
        const url = part === "params" ? urlOf(ep, { [field]: value }) : `${urlOf(ep)}?${field}=${value}`;
        cases.push({ ...base, name: `${part} ${field} = ${shown(value)}`, url });
      }
      if (part === "params") {
        const url = urlOf(ep, { [field]: BROKEN_ESCAPE });
        cases.push({
          kind: "url",
          field: "url",
          method: ep.method,
          name: `params ${field} = ${BROKEN_ESCAPE}`,
          url,
        });
      }
    }
  }
  return cases;
}
