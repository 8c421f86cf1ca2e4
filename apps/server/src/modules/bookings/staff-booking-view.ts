import { type BookingView, toBookingView } from "./booking-view";
import type { BookingPaymentRow, StaffBookingRow } from "./staff-bookings.repository";

/** A booking as the front desk reads it: the player's view plus who it is for, how it came and what was paid. */
export type StaffBookingView = BookingView & {
  bookingType: string;
  channel: string;
  user: { id: number; name: string; lastname: string; phone: string | null } | null;
  walkInName: string | null;
  walkInPhone: string | null;
  priceReason: string | null;
  seriesId: string | null;
  paidAmount: number;
};

export type StaffBookingDetailView = StaffBookingView & {
  payments: BookingPaymentRow[];
  cancellation: { cancelledAt: Date; reason: string; cancelledBy: number | null } | null;
};

export function toStaffBookingView(row: StaffBookingRow): StaffBookingView {
  return {
    ...toBookingView(row),
    bookingType: row.bookingType,
    channel: row.channel,
    user:
      row.userId === null
        ? null
        : {
            id: row.userId,
            name: row.userName ?? "",
            lastname: row.userLastname ?? "",
            phone: row.userPhone,
          },
    walkInName: row.walkInName,
    walkInPhone: row.walkInPhone,
    priceReason: row.priceReason,
    seriesId: row.seriesId,
    paidAmount: row.paidAmount,
  };
}

export function toStaffBookingDetailView(
  row: StaffBookingRow,
  payments: BookingPaymentRow[],
): StaffBookingDetailView {
  return {
    ...toStaffBookingView(row),
    payments,
    cancellation:
      row.cancelledAt === null
        ? null
        : { cancelledAt: row.cancelledAt, reason: row.cancelReason ?? "", cancelledBy: row.cancelledBy },
  };
}
