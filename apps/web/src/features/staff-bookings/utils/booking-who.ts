import type { StaffBooking } from "@club/contract";

/** Who a booking is for: the player's name, the walk-in's, or nobody (a blocked court). */
export function bookingWho(booking: Pick<StaffBooking, "user" | "walk_in_name">): string | null {
  if (booking.user) return `${booking.user.name} ${booking.user.lastname}`.trim();
  return booking.walk_in_name;
}

export function bookingPhone(booking: Pick<StaffBooking, "user" | "walk_in_phone">): string | null {
  return booking.user?.phone ?? booking.walk_in_phone ?? null;
}
