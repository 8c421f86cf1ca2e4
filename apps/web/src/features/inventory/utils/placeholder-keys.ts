/** Keys for a fixed number of loading placeholders, which never move. */
export const placeholderKeys = (count: number) => Array.from({ length: count }, (_, i) => `placeholder-${i}`);
