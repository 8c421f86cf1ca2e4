import type { ClubUser, ClubUserBooking, ClubUserDetail, ClubUserOrder, ClubUserRole } from "@club/contract";
import { categoryCode, categoryLabel, clubDateTimeParts, type OrderState } from "@club/domain";
import type { MemberRow } from "./club-users.repository";
import type { findClubUser, MemberBookingView } from "./club-users.service";

export function toClubUserWire(row: MemberRow): ClubUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    rut: row.rut,
    phone: row.phone,
    // The memberships' check constraint allows only these values.
    role: row.role as ClubUserRole,
    category_code: categoryCode(row.category),
    category_label: categoryLabel(row.category),
    member_since: row.memberSince.toISOString(),
    bookings_count: row.bookingsCount,
    spend: row.spend,
    last_visit: row.lastVisit?.toISOString() ?? null,
  };
}

const toBookingWire = (view: MemberBookingView): ClubUserBooking => ({
  id: view.id,
  slug: view.slug,
  date: view.date,
  start_time: view.startTime,
  end_time: view.endTime,
  court_name: view.courtName,
  status: view.status,
  price: view.price,
  cancelled: view.cancelled,
  paid: view.paid,
});

type Detail = Awaited<ReturnType<typeof findClubUser>>;

const toOrderWire = (row: Detail["orders"][number]): ClubUserOrder => ({
  id: row.id,
  order_status: row.status as OrderState,
  order_amount: row.amount,
  order_date: clubDateTimeParts(row.createdAt, row.timeZone),
  bookings_amount: row.bookingsAmount,
});

export function toClubUserDetailWire(detail: Detail): ClubUserDetail {
  return {
    user: toClubUserWire(detail.member),
    cancelled_bookings: detail.member.cancelledBookings,
    club_administrators: detail.administrators,
    bookings: detail.bookings.map(toBookingWire),
    orders: detail.orders.map(toOrderWire),
  };
}
