import { joinSlug, localDateTime, localTimeOn, pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import {
  countPayments,
  listPayments,
  type PaymentFilter,
  type PaymentRow,
} from "./staff-payments.repository";

/** A booking payment as the club's list shows it, on the club's clock. */
export type PaymentView = Omit<
  PaymentRow,
  "slugToken" | "startsAt" | "walkInName" | "playerName" | "playerLastname" | "timeZone"
> & {
  bookingSlug: string;
  bookingDate: string;
  bookingStartTime: string;
  payerName: string | null;
};

function toPaymentView(row: PaymentRow): PaymentView {
  const { slugToken, startsAt, walkInName, playerName, playerLastname, timeZone, ...rest } = row;
  const bookingDate = localDateTime(startsAt, timeZone).date;
  return {
    ...rest,
    bookingSlug: joinSlug(slugToken, row.bookingId),
    bookingDate,
    bookingStartTime: localTimeOn(bookingDate, startsAt, timeZone),
    payerName: playerName === null ? walkInName : `${playerName} ${playerLastname ?? ""}`.trim(),
  };
}

/** Every payment of the club's bookings, online, at reception and in charged sales, newest first. */
export async function listClubPayments(db: DbOrTx, input: PaymentFilter & { page: number; limit: number }) {
  const { page, limit, ...filter } = input;
  const [rows, total] = await Promise.all([
    listPayments(db, { ...filter, limit, offset: (page - 1) * limit }),
    countPayments(db, filter),
  ]);
  return { payments: rows.map(toPaymentView), pagination: pageInfo(page, limit, total) };
}
