import { IconBallTennis, IconSchool, IconTool, IconTrophy } from "@tabler/icons-react";
import { BOOKING_TYPE_INFO, type BookingType } from "../utils/booking-types";

const ICONS = { match: IconBallTennis, class: IconSchool, tournament: IconTrophy, maintenance: IconTool };

/** The kind of a booking as a small coloured icon (its name is said by the block's label). */
export function BookingTypeMark({ type, size = 14 }: { type: BookingType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <Icon
      size={size}
      aria-hidden
      style={{ flexShrink: 0, color: `var(--mantine-color-${BOOKING_TYPE_INFO[type].color}-text)` }}
    />
  );
}
