import type { Locator } from "@playwright/test";

/** A `YYYY-MM-DD` day as the app's date fields show it and a person in Chile types it: 05-12-2026. */
export const esDate = (iso: string) => iso.split("-").reverse().join("-");

/** Types a day into one of the app's date fields, the es-CL way, and closes its calendar. */
export async function fillDate(field: Locator, iso: string) {
  await field.fill(esDate(iso));
  await field.press("Escape");
}
