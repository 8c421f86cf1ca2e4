import { normalizeRut } from "@club/domain";
import { type SQL, sql } from "drizzle-orm";
import { likePatterns } from "./like-patterns";
import { users } from "./schema";

// Lower case without accents, as normalizeSearchText leaves what people type (á→a, ñ→n, ü→u).
const ACCENTED = "áàäâãéèëêíìïîóòöôõúùüûñç";
const PLAIN = "aaaaaeeeeiiiiooooouuuunc";

/**
 * What a person is found by, in one text: name, last name, username, e-mail, RUT (as stored and without
 * its dash) and phone (as typed and digits only), each lower case and without accents.
 */
const haystack = sql`translate(lower(concat_ws(' ',
  ${users.name}, ${users.lastname}, ${users.username}, ${users.email},
  ${users.rut}, replace(coalesce(${users.rut}, ''), '-', ''),
  ${users.phone}, regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g')
)), ${ACCENTED}, ${PLAIN})`;

/**
 * Typed RUTs carry dots ("12.345.678-5") or leading zeros the stored one lacks: a whole RUT is searched in
 * its canonical form, and a word of digits, dots and a check digit without its dots.
 */
const asStoredRut = (word: string) =>
  normalizeRut(word) ?? (/^[\d.]+-?[\dkK]?$/.test(word) ? word.replaceAll(".", "") : word);

/** One condition per word of `text`, every one must match; an empty list when there is nothing to find. */
export function userSearchConditions(text: string): SQL[] {
  const words = text.split(/\s+/).map(asStoredRut).join(" ");
  return likePatterns(words).map((pattern) => sql`${haystack} like ${pattern}`);
}
