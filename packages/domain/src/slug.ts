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
