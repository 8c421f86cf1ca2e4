import { BOOKING_STATUS_CODES, bookingStatusLabel } from "@club/domain";
import { Group, Text } from "@mantine/core";
import { STATUS_COLORS } from "../../../components/booking-status-color";
import { BOOKING_TYPE_INFO, type BookingType } from "../utils/booking-types";
import { BookingTypeMark } from "./booking-type-mark";

const swatch = (color: string) => ({
  width: 14,
  height: 14,
  borderRadius: 3,
  flexShrink: 0,
  background: `var(--mantine-color-${color}-light)`,
  border: `1px solid var(--mantine-color-${color}-filled)`,
  borderLeftWidth: 4,
});

/** What the colours (payment status) and the icons (kind of booking) of the grid mean. */
export function StatusLegend() {
  return (
    <Group gap="md" style={{ rowGap: 6 }} aria-label="Leyenda" role="group">
      {BOOKING_STATUS_CODES.map((code) => (
        <Group key={code} gap={6} wrap="nowrap">
          <span style={swatch(STATUS_COLORS[code])} />
          <Text size="xs">{bookingStatusLabel(code)}</Text>
        </Group>
      ))}
      {(Object.keys(BOOKING_TYPE_INFO) as BookingType[]).map((type) => (
        <Group key={type} gap={4} wrap="nowrap">
          <BookingTypeMark type={type} />
          <Text size="xs">{BOOKING_TYPE_INFO[type].label}</Text>
        </Group>
      ))}
    </Group>
  );
}
