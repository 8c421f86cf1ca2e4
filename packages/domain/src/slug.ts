export const SLUG_LENGTH = 16;

export interface SlugParts {
  slug: string;
  id: string;
}

/** Public identifiers are a fixed 16-character slug followed by the record id. */
export function splitSlug(identifier: string): SlugParts | null {
  if (identifier.length <= SLUG_LENGTH) return null;
  return { slug: identifier.slice(0, SLUG_LENGTH), id: identifier.slice(SLUG_LENGTH) };
}

/** The public identifier of a record: its 16-character random token, then its id. */
export function joinSlug(token: string, id: number): string {
  if (token.length !== SLUG_LENGTH) throw new RangeError(`A slug token has ${SLUG_LENGTH} characters`);
  return `${token}${id}`;
}

const MAX_ID = 2_147_483_647;

/**
 * The record a public identifier names: its token and its id, the id only as decimal digits within the
 * database's integer range; null for any other text (a caller answers it as a missing record).
 */
export function readSlug(identifier: string): { token: string; id: number } | null {
  const parts = splitSlug(identifier);
  if (!parts || !/^\d{1,10}$/.test(parts.id) || Number(parts.id) > MAX_ID) return null;
  return { token: parts.slug, id: Number(parts.id) };
}
