import { formatClp } from "@club/domain";
import { VisuallyHidden } from "@mantine/core";
import { useMemo, useRef } from "react";
import {
  blocksFor,
  bookableStarts,
  cellState,
  type GridCourt,
  gridTimes,
  takenText,
} from "../utils/court-grid";
import classes from "./court-grid.module.css";
import { OffscreenCourtsHint } from "./offscreen-courts-hint";

export interface GridPick {
  courtId: number;
  start: number;
}

interface CourtGridProps {
  courts: readonly GridCourt[];
  duration: number;
  durationText: string;
  picked: GridPick | null;
  onPick: (pick: GridPick) => void;
}

/** Courts side by side, hours down: where the chosen duration fits, its price; taken slots say only so. */
export function CourtGrid({ courts, duration, durationText, picked, onPick }: CourtGridProps) {
  const times = useMemo(() => gridTimes(courts), [courts]);
  const starts = useMemo(
    () => new Map(courts.map((court) => [court.id, bookableStarts(court, duration)])),
    [courts, duration],
  );
  const pickedCourt = courts.find((court) => court.id === picked?.courtId);
  const pickedBlocks = pickedCourt ? (blocksFor(pickedCourt, duration) ?? 0) : 0;
  const scroller = useRef<HTMLElement>(null);

  return (
    <>
      <OffscreenCourtsHint scroller={scroller} courts={courts} starts={starts} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the grid scrolls on its own; keyboards reach it too. */}
      <section ref={scroller} className={classes.scroller} tabIndex={0} aria-label="Horarios por cancha">
        <table className={classes.table}>
          <thead>
            <tr>
              <th className={classes.corner} scope="col" data-corner>
                <VisuallyHidden>Hora</VisuallyHidden>
              </th>
              {courts.map((court) => (
                <th key={court.id} className={classes.court} scope="col" data-court-id={court.id}>
                  {court.court_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th className={classes.time} scope="row">
                  {time}
                </th>
                {courts.map((court) => {
                  const index = court.slots.findIndex((slot) => slot.start_time === time);
                  const slot = court.slots[index];
                  if (!slot) return <td key={court.id} />;
                  const state = cellState(slot);
                  const price = starts.get(court.id)?.get(index);
                  const chosen =
                    picked?.courtId === court.id &&
                    index >= picked.start &&
                    index < picked.start + pickedBlocks;
                  if (state === "free" && price !== undefined) {
                    return (
                      <td key={court.id}>
                        <button
                          type="button"
                          className={`${classes.cell} ${classes.bookable} ${chosen ? classes.chosen : ""}`}
                          aria-pressed={picked?.courtId === court.id && picked.start === index}
                          aria-label={`${court.court_name}, ${time}, ${durationText}, ${formatClp(price)}`}
                          onClick={() => onPick({ courtId: court.id, start: index })}
                        >
                          {formatClp(price)}
                        </button>
                      </td>
                    );
                  }
                  const [className, text] =
                    state === "taken"
                      ? [classes.taken, takenText(slot)]
                      : state === "past"
                        ? [classes.past, "—"]
                        : [chosen ? classes.chosen : classes.short, "Libre"];
                  return (
                    <td key={court.id}>
                      <div
                        className={`${classes.cell} ${className}`}
                        title={state === "free" ? `No alcanza para ${durationText}` : undefined}
                      >
                        {state === "past" ? (
                          <>
                            <span aria-hidden="true">{text}</span>
                            <VisuallyHidden>Ya pasó</VisuallyHidden>
                          </>
                        ) : (
                          text
                        )}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
