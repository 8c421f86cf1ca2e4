import { searchTerms } from "@club/domain";

/** LIKE's wildcards and its escape character, taken literally: "50%" finds "50%", not "50 anything". */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The LIKE patterns a search text becomes: one per word, normalized like the stored search_text
 * (lower case, no accents), so "cafe" finds "Café"; every pattern must match.
 */
export function likePatterns(text: string): string[] {
  return searchTerms(text).map((term) => `%${escapeLike(term)}%`);
}
