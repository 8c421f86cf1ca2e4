import { type Endpoint, requestParts, type SchemaLeaf, schemaLeaves } from "@club/contract";
import type { z } from "zod";

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
  /**
   * What the field holds; `text` cases are all unstorable text, refused with the text message; `empty` is
   * an update with nothing in its `data`, refused on `data` or on a field it requires.
   */
  kind: SchemaLeaf["kind"] | "url" | "empty";
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

const isObjectSchema = (schema: unknown): schema is z.ZodObject =>
  (schema as z.ZodType | undefined)?._zod.def.type === "object";

/** An update (PUT) whose body is `{ data: {…} }`: `{ data: {} }` has nothing to change. */
function emptyUpdateCases(ep: Endpoint): BadInputCase[] {
  if (ep.method !== "PUT" || !isObjectSchema(ep.body) || !isObjectSchema(ep.body.shape.data)) return [];
  return [
    {
      kind: "empty",
      field: "data",
      method: ep.method,
      name: "body data = {}",
      url: urlOf(ep),
      payload: { data: {} },
    },
  ];
}

/**
 * Every bad value for every text, id and number an endpoint reads, each to be answered with a 400 on its
 * field; a percent-escape that does not decode in each path parameter, a 400 on the url; and an update
 * with an empty `data`, a 400 (never the database's "nothing to set").
 */
export function badInputCases(ep: Endpoint): BadInputCase[] {
  const cases: BadInputCase[] = [...emptyUpdateCases(ep)];
  for (const [part, schema] of requestParts(ep)) {
    for (const slot of schemaLeaves(schema)) {
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
