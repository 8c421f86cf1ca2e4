import { formatQuantity } from "./stock";

/** "1 producto", "3 productos", "0 productos": the noun agrees with the count. */
export function countText(count: number, singular: string, plural: string): string {
  return `${formatQuantity(count)} ${count === 1 ? singular : plural}`;
}

/** A stock figure in words: "1 unidad", "3 unidades", "1,5 kg" (a bulk item's unit is its symbol). */
export function stockText(value: number, unitShort?: string | null): string {
  return unitShort ? formatQuantity(value, unitShort) : countText(value, "unidad", "unidades");
}

/** What is left, verb agreeing: "queda 1 unidad", "quedan 3 unidades", "queda 1 kg", "quedan 0,5 kg". */
export function remainingText(value: number, unitShort?: string | null): string {
  return `${value === 1 ? "queda" : "quedan"} ${stockText(value, unitShort)}`;
}
