export const MEASUREMENT_UNITS = ["Kilogramos", "Gramos", "Litros"] as const;

export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export type MeasurementUnitShort = "kg" | "gr" | "lt";

// "kilo" is not offered in the picker but exists in older product data.
const SHORT_BY_UNIT: Readonly<Record<string, MeasurementUnitShort>> = {
  kilogramos: "kg",
  kilo: "kg",
  gramos: "gr",
  litros: "lt",
};

/**
 * Abbreviation for a unit name (case-insensitive, trimmed).
 * Unknown units give null rather than echoing the input, so callers decide what to show.
 */
export function measurementUnitShort(unit: string | null | undefined): MeasurementUnitShort | null {
  if (typeof unit !== "string") return null;
  return SHORT_BY_UNIT[unit.trim().toLowerCase()] ?? null;
}
