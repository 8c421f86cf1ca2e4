import { BOOKING_DURATIONS, isValidTimeOfDay, timeToMinutes } from "@club/domain";
import { z } from "zod";
import { clpAmount, idParam, updateData } from "./common";
import { text } from "./text";

export const PRICE_BANDS = ["peak", "off_peak"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

const band = z.enum(PRICE_BANDS, { error: "La franja debe ser peak (punta) u off_peak (valle)" });
const duration = (what: string) =>
  z.literal(BOOKING_DURATIONS, { error: `${what} debe ser 10, 15, 30, 45, 60, 90 o 120 minutos` });
const timeOfDay = text("La hora es obligatoria").refine(
  isValidTimeOfDay,
  "Usa el formato HH:mm, entre 00:00 y 24:00",
);

export const courtScheduleInputSchema = z.object({
  // The span being edited; without it the span is new.
  id: idParam.optional(),
  weekday: z
    .number({ error: "El día debe ser un número de 1 (lunes) a 7 (domingo)" })
    .int("El día debe ser un número de 1 (lunes) a 7 (domingo)")
    .min(1, "El día debe ser un número de 1 (lunes) a 7 (domingo)")
    .max(7, "El día debe ser un número de 1 (lunes) a 7 (domingo)"),
  start_time: timeOfDay,
  end_time: timeOfDay,
  slot_minutes: duration("El bloque"),
  band,
});
export type CourtScheduleInput = z.infer<typeof courtScheduleInputSchema>;

export const courtPriceInputSchema = z.object({
  band,
  duration_int: duration("La duración"),
  price: clpAmount,
});

type Issue = { path: (string | number)[]; message: string };

const minutesOf = (time: unknown) =>
  typeof time === "string" && isValidTimeOfDay(time) ? timeToMinutes(time) : null;

const WEEKDAY_NAMES = ["", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];

/**
 * What is wrong with a court's opening hours as a whole: a span that ends before it starts, one not cut
 * into whole slots, two spans of one weekday that overlap, an id given twice. Each issue names its span.
 */
export function scheduleIssues(spans: readonly Partial<CourtScheduleInput>[]): Issue[] {
  const issues: Issue[] = [];
  const seenIds = new Set<number>();
  const valid: { index: number; weekday: number; start: number; end: number }[] = [];
  spans.forEach((span, index) => {
    if (span.id !== undefined) {
      if (seenIds.has(span.id)) issues.push({ path: [index, "id"], message: "El horario aparece dos veces" });
      seenIds.add(span.id);
    }
    const start = minutesOf(span.start_time);
    const end = minutesOf(span.end_time);
    if (start === null || end === null || typeof span.weekday !== "number") return;
    if (end <= start) {
      issues.push({
        path: [index, "end_time"],
        message: "La hora de término debe ser posterior a la de inicio",
      });
      return;
    }
    if (typeof span.slot_minutes === "number" && (end - start) % span.slot_minutes !== 0) {
      issues.push({
        path: [index, "end_time"],
        message: `El horario debe dividirse en bloques completos de ${span.slot_minutes} minutos`,
      });
    }
    const clash = valid.find((v) => v.weekday === span.weekday && v.start < end && start < v.end);
    if (clash) {
      issues.push({
        path: [index, "start_time"],
        message: `Se superpone con otro horario del ${WEEKDAY_NAMES[span.weekday] ?? "día"}`,
      });
    }
    valid.push({ index, weekday: span.weekday, start, end });
  });
  return issues;
}

/** Band and duration together pick one price, so each pair appears once. */
export function priceIssues(prices: readonly Partial<z.infer<typeof courtPriceInputSchema>>[]): Issue[] {
  const seen = new Set<string>();
  return prices.flatMap((price, index) => {
    const key = `${price.band}/${price.duration_int}`;
    if (seen.has(key)) return [{ path: [index, "duration_int"], message: "Ese precio ya está en la lista" }];
    seen.add(key);
    return [];
  });
}

const withIssues =
  <T>(check: (value: T) => Issue[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const issue of check(value)) ctx.addIssue({ code: "custom", ...issue });
  };

const courtFields = z.object({
  court_name: text("El nombre es obligatorio")
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(60, "El nombre puede tener hasta 60 caracteres"),
  indoor: z.boolean({ error: "Indica si la cancha es techada" }),
  surface: text().trim().max(60, "La superficie puede tener hasta 60 caracteres"),
  active: z.boolean({ error: "Indica si la cancha está activa" }),
  position: z
    .number({ error: "La posición debe ser un número" })
    .int("La posición debe ser un número entero")
    .min(0, "La posición no puede ser negativa")
    .max(1000, "La posición puede ser hasta 1000"),
  schedules: z
    .array(courtScheduleInputSchema, { error: "Los horarios deben ser una lista" })
    .max(200, "Demasiados horarios")
    .superRefine(withIssues(scheduleIssues)),
  prices: z
    .array(courtPriceInputSchema, { error: "Los precios deben ser una lista" })
    .max(100, "Demasiados precios")
    .superRefine(withIssues(priceIssues)),
});

export const createCourtDataSchema = courtFields
  .partial()
  .extend({ court_name: courtFields.shape.court_name });
export type CreateCourtData = z.input<typeof createCourtDataSchema>;
/** Any subset; `schedules` or `prices`, when given, replace the court's whole list. */
export const updateCourtDataSchema = updateData(courtFields.partial());
export type UpdateCourtData = z.input<typeof updateCourtDataSchema>;

export const courtScheduleSchema = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  slot_minutes: z.number().int(),
  band: z.enum(PRICE_BANDS),
});
export const courtPriceSchema = z.object({
  band: z.enum(PRICE_BANDS),
  duration_int: z.number().int(),
  price: z.number().int(),
});

export const courtSchema = z.object({
  id: z.number().int(),
  court_name: z.string(),
  indoor: z.boolean(),
  surface: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  schedules: z.array(courtScheduleSchema),
  prices: z.array(courtPriceSchema),
});
export type Court = z.infer<typeof courtSchema>;
