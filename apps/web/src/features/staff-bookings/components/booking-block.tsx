import type { StaffBooking } from "@club/contract";
import { bookingStatusLabel } from "@club/domain";
import { VisuallyHidden } from "@mantine/core";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { STATUS_COLORS } from "../../../components/booking-status-color";
import { BOOKING_TYPE_INFO } from "../utils/booking-types";
import { bookingPhone, bookingWho } from "../utils/booking-who";
import { bookingPath } from "../utils/staff-paths";
import { BookingTypeMark } from "./booking-type-mark";
import classes from "./time-grid.module.css";

interface Props {
  booking: StaffBooking;
  style: CSSProperties;
  /** The week view of all courts names the court on the block, and lets its lines wrap. */
  showCourt?: boolean;
  /** The grid's first booking, where it opens. */
  first?: boolean;
}

/**
 * A booking on the grid, coloured by its payment status, marked by its kind; it opens the booking. Its
 * accessible name is its visible text (WCAG 2.5.3), with the separators and the kind an icon shows said
 * to screen readers only.
 */
export function BookingBlock({ booking, style, showCourt = false, first = false }: Props) {
  const color = STATUS_COLORS[booking.status];
  const who = bookingWho(booking);
  const phone = bookingPhone(booking);
  const type = BOOKING_TYPE_INFO[booking.booking_type];
  const status = bookingStatusLabel(booking.status);
  return (
    <Link
      to={bookingPath(booking.id)}
      data-first={first ? `${booking.start_time}-${booking.id}` : undefined}
      className={[
        classes.block,
        booking.booking_type === "maintenance" ? classes.maintenance : "",
        showCourt ? classes.wrap : "",
      ].join(" ")}
      style={
        {
          ...style,
          "--block-color": `var(--mantine-color-${color}-filled)`,
          "--block-background": `var(--mantine-color-${color}-light)`,
        } as CSSProperties
      }
    >
      <span className={`${classes.blockLine} ${classes.strong}`}>
        <BookingTypeMark type={booking.booking_type} />
        {booking.start_time}–{booking.end_time} · {status}
      </span>
      <VisuallyHidden>, </VisuallyHidden>
      <span className={classes.blockLine}>
        {showCourt ? `${booking.court_name} · ` : ""}
        {who ?? type.label}
      </span>
      {phone && (
        <>
          <VisuallyHidden>, </VisuallyHidden>
          <span className={classes.blockLine}>{phone}</span>
        </>
      )}
      {booking.booking_type !== "match" && <VisuallyHidden>, {type.label}</VisuallyHidden>}
    </Link>
  );
}
