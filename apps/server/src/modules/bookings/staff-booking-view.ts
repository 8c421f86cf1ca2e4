import { joinerShare } from "@club/domain";
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

/** A player who joined the booking's match, with their share and whether they paid it. */
export type MatchShareView = { playerId: number; name: string; amount: number; paid: boolean };

export type StaffBookingDetailView = StaffBookingView & {
  payments: BookingPaymentRow[];
  matchShares: MatchShareView[] | null;
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
  matchPlayers: { playerId: number; name: string; lastname: string; paid: boolean }[] | null,
): StaffBookingDetailView {
  const share = joinerShare(row.price);
  return {
    ...toStaffBookingView(row),
    payments,
    matchShares:
      matchPlayers?.map((p) => ({
        playerId: p.playerId,
        name: `${p.name} ${p.lastname}`.trim(),
        amount: share,
        paid: p.paid,
      })) ?? null,
    cancellation:
      row.cancelledAt === null
        ? null
        : { cancelledAt: row.cancelledAt, reason: row.cancelReason ?? "", cancelledBy: row.cancelledBy },
  };
}
