import { CLUB_USER_ROLES, CLUB_USER_SORTS, type ClubUserRole, type ClubUserSort } from "@club/contract";
import { useUrlFilters } from "../../../lib/url-filters";

/** The URL's names for the list's search, filter, order and page, so going back or reloading keeps them. */
export const FILTER_PARAMS = { page: "pagina", search: "buscar", role: "rol", sort: "orden" } as const;

export type ClubUserFilters = { search: string; role: ClubUserRole | null; sort: ClubUserSort };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function useClubUserFilters() {
  const url = useUrlFilters(FILTER_PARAMS);
  const filters: ClubUserFilters = {
    search: url.read("search") ?? "",
    role: oneOf(CLUB_USER_ROLES, url.read("role")),
    sort: oneOf(CLUB_USER_SORTS, url.read("sort")) ?? "name",
  };
  return {
    page: url.page,
    filters,
    setPage: url.setPage,
    // A new search, filter or order starts again at page 1; the default order is left out of the URL.
    set: (key: "search" | "role" | "sort", value: string | null) =>
      url.update({ [key]: key === "sort" && value === "name" ? null : value?.trim() || null, page: null }),
    clear: () => url.update({ search: null, role: null, page: null }),
    filtered: filters.search.trim() !== "" || filters.role !== null,
  };
}
