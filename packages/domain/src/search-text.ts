/**
 * Text as search compares it: lower case, without accents or extra spaces, so "Café" and "cafe" meet.
 * The same function fills the stored search columns and reads what people type.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a query, each matched on its own (all must appear, in any order). */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized === "" ? [] : [...new Set(normalized.split(" "))];
}

/** What a search finds an item or product by: its name, brand and barcode. */
export function searchTextOf(parts: {
  name: string;
  brand?: string | null;
  barcode?: string | null;
}): string {
  return normalizeSearchText([parts.name, parts.brand ?? "", parts.barcode ?? ""].join(" "));
}

/** A barcode as a USB scanner types it or a camera reads it: digits only. */
export function looksLikeBarcode(text: string): boolean {
  return /^\d{4,32}$/.test(text.trim());
}
