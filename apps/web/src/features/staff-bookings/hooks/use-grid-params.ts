import { addDays } from "@club/domain";
import { useCallback } from "react";
import { useLatestSearchParams } from "../../../lib/latest-search-params";
import { dateOrToday } from "../utils/staff-dates";

export type GridView = "dia" | "semana";

export interface GridParams {
  date: string;
  view: GridView;
  /** A court's id, or null for every court. */
  court: number | null;
}

function courtOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The grid's day, view and court, kept in the address (?fecha=…&vista=…&cancha=…) so a reload or a link keeps them. */
export function useGridParams() {
  const [search, setSearch] = useLatestSearchParams();
  const params: GridParams = {
    date: dateOrToday(search.get("fecha")),
    view: search.get("vista") === "semana" ? "semana" : "dia",
    court: courtOf(search.get("cancha")),
  };
  const set = useCallback(
    (change: Partial<GridParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.date !== undefined) next.set("fecha", change.date);
          if (change.view !== undefined) next.set("vista", change.view);
          if (change.court !== undefined) {
            if (change.court === null) next.delete("cancha");
            else next.set("cancha", String(change.court));
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const step = (days: number) => set({ date: addDays(params.date, days) });
  return { ...params, set, step };
}
