import type { StaffBooking, StaffBookingDetail, StaffDay as StaffDayWire } from "@club/contract";
import { toBookingWire, toGridCourtWire } from "./bookings.wire";
import type { StaffBookingDetailView, StaffBookingView } from "./staff-booking-view";
import type { StaffDay } from "./staff-bookings.service";

export function toStaffBookingWire(view: StaffBookingView): StaffBooking {
  return {
    ...toBookingWire(view),
    booking_type: view.bookingType as StaffBooking["booking_type"],
    channel: view.channel as StaffBooking["channel"],
    user: view.user,
    walk_in_name: view.walkInName,
    walk_in_phone: view.walkInPhone,
    price_reason: view.priceReason,
    series_id: view.seriesId,
    paid_amount: view.paidAmount,
  };
}

export function toStaffBookingDetailWire(view: StaffBookingDetailView): StaffBookingDetail {
  return {
    ...toStaffBookingWire(view),
    payments: view.payments.map((p) => ({
      id: p.id,
      order_id: p.orderId,
      channel: p.channel,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      status: p.status,
      cash_register_record_id: p.cashRegisterRecordId,
      created_by: p.createdBy,
      created_at: p.createdAt.toISOString(),
    })),
    match_shares:
      view.matchShares?.map((share) => ({
        player_id: share.playerId,
        name: share.name,
        amount: share.amount,
        paid: share.paid,
      })) ?? null,
    cancellation: view.cancellation && {
      cancelled_at: view.cancellation.cancelledAt.toISOString(),
      reason: view.cancellation.reason,
      cancelled_by: view.cancellation.cancelledBy,
    },
  };
}

export function toStaffDayWire(day: StaffDay): StaffDayWire {
  return {
    club: day.club,
    date: day.date,
    courts: day.courts.map(toGridCourtWire),
    bookings: day.bookings.map(toStaffBookingWire),
  };
}
