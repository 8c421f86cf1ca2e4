import { useLatestSearchParams } from "./latest-search-params";

/** A day typed in a date input (YYYY-MM-DD), or null for anything else found in the URL. */
export const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * A list's page and filters kept in the URL under Spanish names (`names` maps each key to its parameter),
 * so going back or reloading keeps them. `update` sets or, with null or "", removes several at once.
 */
export function useUrlFilters<K extends string>(names: Readonly<Record<K | "page", string>>) {
  const [params, setParams] = useLatestSearchParams();
  const read = (key: K) => params.get(names[key]);
  const update = (changes: Partial<Record<K | "page", string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes) as [K | "page", string | null][]) {
        if (value) next.set(names[key], value);
        else next.delete(names[key]);
      }
      return next;
    });
  const page = Number(params.get(names.page));
  return {
    read,
    update,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    setPage: (next: number) =>
      update({ page: next > 1 ? String(next) : null } as Partial<Record<K | "page", string | null>>),
  };
}
