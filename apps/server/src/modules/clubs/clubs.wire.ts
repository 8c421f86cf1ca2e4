import type { ClubSettings, EndpointParsed, PublicClub, updateClub } from "@club/contract";
import { fileUrl } from "../uploads/upload-urls";
import type { ClubSettingsChanges, ClubSettingsRow } from "./clubs.service";

type UpdateClubBody = EndpointParsed<typeof updateClub>["body"]["data"];

const logoUrl = (key: string | null) => (key === null ? null : fileUrl(key));

export function toPublicClubWire(row: {
  id: number;
  name: string;
  address: string;
  logoKey: string | null;
}): PublicClub {
  return { id: row.id, name: row.name, address: row.address, logo: logoUrl(row.logoKey) };
}

export function toClubSettingsWire(row: ClubSettingsRow): ClubSettings {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    support_email: row.supportEmail,
    logo_key: row.logoKey,
    logo: logoUrl(row.logoKey),
    time_zone: row.timeZone,
    enabled_services: row.enabledServices,
    booking_window_days: row.bookingWindowDays,
    cancellation_hours: row.cancellationHours,
    online_payment_percentage: row.onlinePaymentPercentage,
    booking_hold_minutes: row.bookingHoldMinutes,
    max_active_bookings: row.maxActiveBookings,
    // The table's check allows only these two.
    match_share_refund: row.matchShareRefund as "refund" | "keep",
    match_reminder_hours: row.matchReminderHours,
    waitlist_offer_minutes: row.waitlistOfferMinutes,
  };
}

/** A field left out stays undefined (unchanged); a null logo clears it. */
export function fromClubSettingsWire(data: UpdateClubBody): ClubSettingsChanges {
  return {
    name: data.name,
    address: data.address,
    phone: data.phone,
    supportEmail: data.support_email,
    logoKey: data.logo_key,
    timeZone: data.time_zone,
    enabledServices: data.enabled_services === undefined ? undefined : [...data.enabled_services].sort(),
    bookingWindowDays: data.booking_window_days,
    cancellationHours: data.cancellation_hours,
    onlinePaymentPercentage: data.online_payment_percentage,
    bookingHoldMinutes: data.booking_hold_minutes,
    maxActiveBookings: data.max_active_bookings,
    matchShareRefund: data.match_share_refund,
    matchReminderHours: data.match_reminder_hours,
    waitlistOfferMinutes: data.waitlist_offer_minutes,
  };
}
