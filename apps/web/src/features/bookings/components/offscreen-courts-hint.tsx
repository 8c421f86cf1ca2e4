import { Button } from "@mantine/core";
import { IconArrowsHorizontal } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef } from "react";
import { useColumnsOutOfView } from "../hooks/use-columns-out-of-view";
import { type GridCourt, offscreenFree } from "../utils/court-grid";

const names = new Intl.ListFormat("es-CL", { style: "long", type: "conjunction" });

/** Brings a court's column to the left edge of the grid's visible part (just after the hours). */
function showColumn(scroller: HTMLElement, courtId: number, behavior: ScrollBehavior) {
  const th = scroller.querySelector<HTMLElement>(`[data-court-id="${courtId}"]`);
  if (!th) return;
  const corner = scroller.querySelector<HTMLElement>("[data-corner]")?.getBoundingClientRect();
  const left = th.getBoundingClientRect().left - (corner?.right ?? scroller.getBoundingClientRect().left);
  scroller.scrollBy({ left, behavior });
}

interface HintProps {
  scroller: RefObject<HTMLElement | null>;
  courts: readonly GridCourt[];
  /** Bookable starts of each court for the chosen duration. */
  starts: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

/**
 * On a narrow screen some courts sit to the side of the grid. When one of them has a free start, a
 * button says which and brings it into view; when only they have one, the grid scrolls to the first
 * by itself (once per grid, so it never fights the player's own scrolling).
 */
export function OffscreenCourtsHint({ scroller, courts, starts }: HintProps) {
  const hidden = useColumnsOutOfView(scroller, starts);
  const { free, onlyOffscreen } = offscreenFree(
    courts.map((c) => c.id),
    hidden,
    (id) => (starts.get(id)?.size ?? 0) > 0,
  );
  const first = free[0];
  const scrolledFor = useRef<unknown>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el || !onlyOffscreen || first === undefined || scrolledFor.current === starts) return;
    scrolledFor.current = starts;
    showColumn(el, first, "auto");
  }, [scroller, onlyOffscreen, first, starts]);

  if (first === undefined) return null;
  const list = names.format(free.map((id) => courts.find((c) => c.id === id)?.court_name ?? ""));
  return (
    <Button
      variant="light"
      size="sm"
      rightSection={<IconArrowsHorizontal size={16} />}
      onClick={() => scroller.current && showColumn(scroller.current, first, "smooth")}
      h="auto"
      py={6}
      styles={{ root: { alignSelf: "flex-start", maxWidth: "100%" }, label: { whiteSpace: "normal" } }}
    >
      Horarios libres en {list}
    </Button>
  );
}
