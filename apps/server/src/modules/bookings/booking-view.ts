import type { BookingStatusCode } from "@club/domain";
import { durationText, joinSlug, localDateTime, localTimeOn } from "@club/domain";
import type { BookingRow } from "./booking-rows.repository";

/** A booking as the player reads it, on the club's clock. */
export type BookingView = {
  id: number;
  slug: string;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  durationText: string;
  price: number;
  status: BookingStatusCode;
  paymentPercentage: number;
  courtId: number;
  courtName: string;
  scheduleId: number | null;
  club: { id: number; name: string };
  holdUntil: Date | null;
  cancelled: boolean;
  /** The club takes payments online: its setting asks 50 or 100 % (0 is «Sin pago en línea»). */
  onlinePayment: boolean;
};

export type BookingViewSource = Pick<
  BookingRow,
  | "id"
  | "slugToken"
  | "startsAt"
  | "endsAt"
  | "durationMinutes"
  | "price"
  | "status"
  | "paymentPercentage"
  | "scheduleId"
  | "holdUntil"
  | "cancelledAt"
  | "courtId"
  | "courtName"
  | "clubId"
  | "clubName"
  | "timeZone"
  | "onlinePaymentPercentage"
>;

export function toBookingView(row: BookingViewSource): BookingView {
  const date = localDateTime(row.startsAt, row.timeZone).date;
  return {
    id: row.id,
    slug: joinSlug(row.slugToken, row.id),
    date,
    startTime: localTimeOn(date, row.startsAt, row.timeZone),
    endTime: localTimeOn(date, row.endsAt, row.timeZone),
    durationMinutes: row.durationMinutes,
    durationText: durationText(row.durationMinutes),
    price: row.price,
    // The table's check constraint allows only these codes.
    status: row.status as BookingStatusCode,
    paymentPercentage: row.paymentPercentage,
    courtId: row.courtId,
    courtName: row.courtName,
    scheduleId: row.scheduleId,
    club: { id: row.clubId, name: row.clubName },
    holdUntil: row.holdUntil,
    cancelled: row.cancelledAt !== null,
    onlinePayment: row.onlinePaymentPercentage > 0,
  };
}

/** "10:00–11:30 (1 h 30 min)" on the club's clock. */
export const bookingTimeText = (view: BookingView) =>
  `${view.startTime}–${view.endTime} (${view.durationText})`;
