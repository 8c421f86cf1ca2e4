import type { BookingStatusCode } from "@club/domain";

/** Badge colours of the spec's payment labels (theme shades 8, white text at 4.5:1 or more). */
export const STATUS_COLORS: Record<BookingStatusCode, string> = {
  p0: "blue",
  p50: "yellow",
  p100: "green",
  pr: "cyan",
  pc: "teal",
  pb: "gray",
};
