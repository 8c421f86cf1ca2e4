import type { Tx } from "../db/client";
import { courtPrices, courtSchedules, courts } from "../db/schema";
import type { DemoClubs } from "./demo-clubs";

const OPEN = 8 * 60;
const PEAK_FROM = 18 * 60;
const CLOSE = 23 * 60;
const SLOT = 30;

/** Weekdays: off-peak until 18:00, then peak; weekends (6, 7) are peak all day. */
const WEEK_SPANS = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
  weekday >= 6
    ? [{ weekday, startMinute: OPEN, endMinute: CLOSE, slotMinutes: SLOT, band: "peak" }]
    : [
        { weekday, startMinute: OPEN, endMinute: PEAK_FROM, slotMinutes: SLOT, band: "off_peak" },
        { weekday, startMinute: PEAK_FROM, endMinute: CLOSE, slotMinutes: SLOT, band: "peak" },
      ],
);

// Whole pesos, what a Santiago club charges for the court (not per player).
export const DEMO_PRICES = [
  { band: "off_peak", durationMinutes: 60, price: 16000 },
  { band: "off_peak", durationMinutes: 90, price: 22000 },
  { band: "off_peak", durationMinutes: 120, price: 28000 },
  { band: "peak", durationMinutes: 60, price: 24000 },
  { band: "peak", durationMinutes: 90, price: 33000 },
  { band: "peak", durationMinutes: 120, price: 42000 },
];

const DEMO_COURTS = [
  { name: "Cancha 1", indoor: true, surface: "Césped sintético" },
  { name: "Cancha 2", indoor: true, surface: "Césped sintético" },
  { name: "Cancha 3", indoor: false, surface: "Césped sintético" },
  { name: "Cancha 4", indoor: false, surface: "Cemento" },
];
const ANDES_COURTS = [
  { name: "Cancha Cordillera", indoor: true, surface: "Césped sintético" },
  { name: "Cancha Volcán", indoor: false, surface: "Césped sintético" },
];

async function seedCourts(tx: Tx, clubId: number, list: typeof DEMO_COURTS) {
  const rows = await tx
    .insert(courts)
    .values(list.map((court, position) => ({ clubId, position, ...court })))
    .returning({ id: courts.id });
  await tx
    .insert(courtSchedules)
    .values(rows.flatMap(({ id }) => WEEK_SPANS.map((span) => ({ clubId, courtId: id, ...span }))));
  await tx
    .insert(courtPrices)
    .values(rows.flatMap(({ id }) => DEMO_PRICES.map((price) => ({ clubId, courtId: id, ...price }))));
  return rows.map((row) => row.id);
}

export type DemoCourts = { demo: number[]; andes: number[] };

/** Club Demo Padel gets 4 courts and Club Andes Padel 2, open 08:00–23:00 every day in 30-minute slots. */
export async function seedDemoCourts(tx: Tx, clubs: DemoClubs): Promise<DemoCourts> {
  return {
    demo: await seedCourts(tx, clubs.demo.id, DEMO_COURTS),
    andes: await seedCourts(tx, clubs.andes.id, ANDES_COURTS),
  };
}
