import { type RefObject, useEffect, useState } from "react";
import { courtsOutOfView } from "../utils/court-grid";

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The courts (header cells marked `data-court-id`) whose column is not whole in the scroller's visible
 * part, kept up to date as the grid scrolls or resizes. The sticky hours' column (`data-corner`) covers
 * the left edge, so a column under it counts as out of view.
 */
export function useColumnsOutOfView(scroller: RefObject<HTMLElement | null>, layoutKey: unknown): number[] {
  const [hidden, setHidden] = useState<number[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey changes when the columns do.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const box = el.getBoundingClientRect();
      const corner = el.querySelector<HTMLElement>("[data-corner]")?.getBoundingClientRect();
      const columns = Array.from(el.querySelectorAll<HTMLElement>("[data-court-id]"), (th) => {
        const r = th.getBoundingClientRect();
        return { id: Number(th.dataset.courtId), left: r.left, right: r.right };
      });
      const next = courtsOutOfView(columns, { left: corner?.right ?? box.left, right: box.right });
      setHidden((prev) => (sameIds(prev, next) ? prev : next));
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [scroller, layoutKey]);
  return hidden;
}
