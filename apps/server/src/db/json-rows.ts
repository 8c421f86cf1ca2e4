import { Column, is, SQL, sql } from "drizzle-orm";

/** Fields of a row built as JSON in the database: columns, expressions, or nested groups of them. */
export type JsonFields = { [key: string]: Column | SQL | JsonFields };

/** The row those fields give, typed as Drizzle types a select of the same columns. */
export type JsonRow<F extends JsonFields> = {
  [K in keyof F]: F[K] extends Column
    ? F[K]["_"]["notNull"] extends true
      ? F[K]["_"]["data"]
      : F[K]["_"]["data"] | null
    : F[K] extends SQL<infer T>
      ? T
      : F[K] extends JsonFields
        ? JsonRow<F[K]>
        : never;
};

/** The keys are this file's callers' own property names: they go into the statement as literals. */
const keyLiteral = (key: string) => {
  if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`json field ${key}: not a plain name`);
  return sql.raw(`'${key}'`);
};

/**
 * `json_build_object` of the fields. Numerics go as text, as the driver reads them outside JSON
 * ("1.500", not 1.5).
 */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    const value = is(field, Column)
      ? field.getSQLType().startsWith("numeric")
        ? sql`${field}::text`
        : sql`${field}`
      : is(field, SQL)
        ? field
        : jsonObject(field);
    return sql`${keyLiteral(key)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A row read back from `jsonObject(fields)`: each column's value as Drizzle maps it (a timestamp to a Date). */
export function fromJson<F extends JsonFields>(fields: F, json: Record<string, unknown>): JsonRow<F> {
  const row: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = json[key] ?? null;
    if (is(field, Column)) row[key] = value === null ? null : field.mapFromDriverValue(value);
    else if (is(field, SQL)) row[key] = value;
    else row[key] = fromJson(field, value as Record<string, unknown>);
  }
  return row as JsonRow<F>;
}
