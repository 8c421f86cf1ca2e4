import { Text, VisuallyHidden } from "@mantine/core";
import { type CSSProperties, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { clubToday } from "../utils/staff-dates";
import { ghostPath } from "../utils/staff-paths";
import { axisLabels, type GridColumn, openCells, rowSpan, timeAxis } from "../utils/time-grid";
import { BookingBlock } from "./booking-block";
import classes from "./time-grid.module.css";

/** Height of a row: half an hour is 48 px, whatever the rows' step. */
const rowHeight = (step: number) => `${Math.max(16, Math.round(step * 1.6))}px`;

interface Props {
  columns: readonly GridColumn[];
  label: string;
  /** Narrowest a column gets before the grid scrolls sideways. */
  columnWidth?: number;
}

/** Opens the grid at the day's first booking rather than at opening time. */
function useScrollToFirstBooking(columns: readonly GridColumn[]) {
  const scroller = useRef<HTMLElement>(null);
  const first = columns
    .flatMap((c) => c.bookings.map((b) => `${b.start_time}-${b.id}`))
    .sort()
    .at(0);
  useLayoutEffect(() => {
    const box = scroller.current;
    const block = first ? box?.querySelector<HTMLElement>(`[data-first="${first}"]`) : null;
    const head = box?.querySelector<HTMLElement>("[data-head]");
    if (box && block) box.scrollTop = Math.max(0, block.offsetTop - (head?.offsetHeight ?? 0) - 8);
  }, [first]);
  return { scroller, first };
}

/**
 * Columns side by side, time down: the bookings as blocks over the rows they take, the free slots as
 * links to a new booking prefilled for them, the gone-by ones greyed.
 */
export function TimeGrid({ columns, label, columnWidth = 150 }: Props) {
  const today = clubToday();
  const { scroller, first } = useScrollToFirstBooking(columns);
  const axis = timeAxis(columns);
  if (!axis) return null;
  const labels = axisLabels(axis);
  const style = {
    "--columns": columns.length,
    "--rows": axis.rows,
    "--row-height": rowHeight(axis.step),
    "--column-width": `${columnWidth}px`,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid scrolls on its own; keyboards reach it too.
    <section ref={scroller} className={classes.scroller} tabIndex={0} aria-label={label}>
      <div className={classes.grid} style={style}>
        <div className={classes.corner} style={{ gridColumn: 1, gridRow: 1 }} data-head>
          <VisuallyHidden>Hora</VisuallyHidden>
        </div>
        {columns.map((column, index) => (
          <div key={column.key} className={classes.head} style={{ gridColumn: index + 2, gridRow: 1 }}>
            {column.label}
          </div>
        ))}
        {labels.map(({ time, row }) => (
          <Text key={time} span className={classes.time} style={{ gridColumn: 1, gridRow: row }}>
            {time}
          </Text>
        ))}
        {labels.map(({ time, row }) => (
          <div
            key={`line-${time}`}
            className={classes.line}
            style={{ gridColumn: `2 / span ${columns.length}`, gridRow: row }}
          />
        ))}
        {columns.flatMap((column, index) => [
          ...openCells(column).map(({ kind, slot }) => {
            const place = { gridColumn: index + 2, ...rowSpan(axis, slot.start_time, slot.end_time) };
            // Past days are history; earlier hours of today can still be noted for who already plays.
            if (kind === "past" && column.date !== today) {
              return (
                <div key={`${column.key}-${slot.start_time}`} className={classes.past} style={place}>
                  <span aria-hidden="true">—</span>
                </div>
              );
            }
            return (
              <Link
                key={`${column.key}-${slot.start_time}`}
                to={ghostPath({ courtId: column.courtId, date: column.date, startTime: slot.start_time })}
                className={kind === "past" ? `${classes.free} ${classes.gone}` : classes.free}
                style={place}
                aria-label={`Reservar ${column.courtName}, ${column.date} a las ${slot.start_time}`}
              >
                {slot.start_time}
              </Link>
            );
          }),
          ...column.bookings.map((booking) => (
            <BookingBlock
              key={booking.id}
              booking={booking}
              first={`${booking.start_time}-${booking.id}` === first}
              style={{ gridColumn: index + 2, ...rowSpan(axis, booking.start_time, booking.end_time) }}
            />
          )),
        ])}
      </div>
    </section>
  );
}
