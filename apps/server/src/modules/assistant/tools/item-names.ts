import { normalizeSearchText } from "@club/domain";
import Fuse from "fuse.js";
import type { DbOrTx } from "../../../db/client";
import { listItems } from "../../items/items.service";
import { allPages } from "./all-pages";

/** A name that matched loosely: 0 is exact, up to about 0.5 still the same thing said another way. */
export type NameMatch<T> = { value: T; name: string; score: number };

/**
 * The entries whose name matches `text` said loosely ("redbul" → Red Bull, "Cami" → Camila Rojas), best
 * first: word by word over names without accents or capitals, anywhere in the name. Several close
 * scores are an ambiguity for the caller to show, never to pick from.
 */
export function looseNameMatches<T>(entries: readonly T[], text: string, nameOf: (entry: T) => string) {
  const fuse = new Fuse(
    entries.map((value) => ({ value, name: nameOf(value), key: normalizeSearchText(nameOf(value)) })),
    { keys: ["key"], includeScore: true, useTokenSearch: true, ignoreLocation: true, threshold: 0.5 },
  );
  return fuse
    .search(normalizeSearchText(text))
    .map((hit): NameMatch<T> => ({ value: hit.item.value, name: hit.item.name, score: hit.score ?? 0 }));
}

const ITEMS_PAGE = 500;

/** The club's items whose name matches `text` loosely, with their scores, best first. */
export async function findItemsByName(db: DbOrTx, clubId: number, text: string) {
  const names = await allPages(ITEMS_PAGE, async (page, limit) => {
    const { rows, pagination } = await listItems(db, { clubId, page, limit });
    return { rows: rows.map((row) => ({ id: row.id, name: row.name })), totalPages: pagination.totalPages };
  });
  return looseNameMatches(names, text, (item) => item.name).map((match) => ({
    id: match.value.id,
    name: match.name,
    score: match.score,
  }));
}
