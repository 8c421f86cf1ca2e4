import { MEASUREMENT_UNITS } from "./measurement-units";

/** The label, in the spec's words, of the items of no category (and of the filter that lists them). */
export const NO_CATEGORY_LABEL = "Sin categoria";

export const WHOLE_QUANTITIES_MESSAGE = "Los productos por unidad usan cantidades enteras";
export const MEASUREMENT_UNIT_REQUIRED_MESSAGE = `Elige la unidad: ${MEASUREMENT_UNITS.slice(0, -1).join(", ")} o ${MEASUREMENT_UNITS.at(-1)}`;

/**
 * An item sold by unit counts whole units (stock, critical level, every movement); a bulk one takes the
 * decimals of its unit. The refusal in Spanish, or null when the quantity fits the item.
 */
export function wholeQuantityProblem(bulk: boolean, quantity: number | undefined): string | null {
  if (bulk || quantity === undefined || Number.isInteger(quantity)) return null;
  return WHOLE_QUANTITIES_MESSAGE;
}

/** A bulk item (sold by weight or volume) names its unit; one sold by unit has none. */
export function measurementUnitProblem(bulk: boolean, unit: string | null | undefined): string | null {
  return bulk && !unit ? MEASUREMENT_UNIT_REQUIRED_MESSAGE : null;
}
