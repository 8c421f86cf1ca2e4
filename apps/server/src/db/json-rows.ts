import { Column, is, SQL, sql } from "drizzle-orm";
import { PgTimestamp } from "drizzle-orm/pg-core";

/**
 * Fields of a row built as JSON in the database: columns, expressions (given back as JSON has them), or
 * nested groups of them. Only columns whose JSON form their Drizzle mapping reads back exactly (see
 * `JSON_SAFE`); at most 50 fields a level, `json_build_object`'s limit.
 */
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

/**
 * Column types that come back from JSON as the driver would give them: numbers, text and booleans as they
 * are, a numeric sent as text ("1.500", not 1.5), a timestamptz as an ISO text its mapping makes a Date.
 * Others (a bigint past 2^53, bytea, a timestamp kept as text) would come back changed, so they are refused.
 */
const JSON_SAFE =
  /^(integer|serial|smallint|text|varchar|boolean|uuid|numeric(\(\d+, ?\d+\))?|timestamp with time zone)$/;

function columnValue(column: Column): SQL {
  const type = column.getSQLType();
  if (!JSON_SAFE.test(type) || (type.startsWith("timestamp") && !is(column, PgTimestamp)))
    throw new Error(`json field ${column.name}: a ${type} column would not read back as stored`);
  return type.startsWith("numeric") ? sql`${column}::text` : sql`${column}`;
}

/** The keys are this file's callers' own property names: they go into the statement as literals. */
const keyLiteral = (key: string) => {
  if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`json field ${key}: not a plain name`);
  return sql.raw(`'${key}'`);
};

/** `json_build_object` of the fields. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    const value = is(field, Column) ? columnValue(field) : is(field, SQL) ? field : jsonObject(field);
    return sql`${keyLiteral(key)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

type ReadValue = (value: unknown) => unknown;

/**
 * How to read rows back from `jsonObject(fields)`: each column's value as Drizzle maps it (a timestamp to a
 * Date). The fields are sorted out once here, not again for every row read.
 */
export function jsonReader<F extends JsonFields>(fields: F): (json: Record<string, unknown>) => JsonRow<F> {
  const readers = Object.entries(fields).map(([key, field]): [string, ReadValue] => {
    if (is(field, Column)) return [key, (value) => (value === null ? null : field.mapFromDriverValue(value))];
    if (is(field, SQL)) return [key, (value) => value];
    const nested = jsonReader(field);
    return [key, (value) => nested(value as Record<string, unknown>)];
  });
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, read] of readers) row[key] = read(json[key] ?? null);
    return row as JsonRow<F>;
  };
}
