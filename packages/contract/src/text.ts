import { z } from "zod";

export const UNSTORABLE_TEXT_MESSAGE = "El texto tiene caracteres no permitidos (como el carácter nulo)";

// PostgreSQL text cannot hold U+0000 (the query fails), and a lone UTF-16 surrogate has no UTF-8 form (the
// drivers silently store U+FFFD instead): both are refused before they reach a query.
const LONE_SURROGATE = /\p{Cs}/u;
const storable = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * Every string the contract reads (bodies, path parameters, query) starts here, so text PostgreSQL cannot
 * store is a 400 on its field on every route, decided once. Chain trims, lengths and formats after it.
 * `text.test.ts` walks every endpoint and fails on a string that does not.
 */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine(storable, {
    message: UNSTORABLE_TEXT_MESSAGE,
    abort: true,
  });
