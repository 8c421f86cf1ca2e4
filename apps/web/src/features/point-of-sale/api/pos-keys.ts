/** The point of sale's own reads; a sale changes stock and bookings (see refresh-after-sale.ts). */
export const posKeys = {
  catalog: ["point-of-sale", "catalog"] as const,
  bookingDays: ["point-of-sale", "bookings"] as const,
  bookings: (date: string) => ["point-of-sale", "bookings", date] as const,
};
