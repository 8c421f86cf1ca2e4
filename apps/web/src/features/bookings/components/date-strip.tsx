import { ScrollArea, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef } from "react";
import { dateText } from "../../../lib/club-moments";
import { dayParts } from "../utils/booking-dates";
import classes from "./date-strip.module.css";

interface DateStripProps {
  dates: readonly string[];
  value: string;
  onChange: (date: string) => void;
}

/** Today and the days of the booking window, side by side; the chosen day stays in view. */
export function DateStrip({ dates, value, onChange }: DateStripProps) {
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, []);

  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportProps={{ tabIndex: -1 }}>
      <fieldset className={classes.strip} aria-label="Fecha">
        {dates.map((date) => {
          const { weekday, day, month } = dayParts(date);
          const active = date === value;
          return (
            <UnstyledButton
              key={date}
              ref={active ? chosen : undefined}
              className={classes.day}
              data-active={active || undefined}
              aria-pressed={active}
              onClick={() => onChange(date)}
            >
              {/* The name starts with what is seen («sáb 28 nov», WCAG 2.5.3: a voice user says it), then the whole date. */}
              <span className={classes.weekday}>{weekday}</span> <span className={classes.number}>{day}</span>{" "}
              <span className={classes.month}>{month}</span>
              <VisuallyHidden>{`: ${dateText(date)}`}</VisuallyHidden>
            </UnstyledButton>
          );
        })}
      </fieldset>
    </ScrollArea>
  );
}
