import type { Court, CreateCourtData, PriceBand } from "@club/contract";
import { type BOOKING_DURATIONS, isValidTimeOfDay, PESOS_RULE } from "@club/domain";
import { numberErrors, numberText, numberValue } from "../../../lib/number-fields";

/** One line of the weekly hours: the same span on several weekdays (each keeps its saved id). */
export type ScheduleRow = {
  key: string;
  weekdays: string[];
  start_time: string;
  end_time: string;
  slot_minutes: string;
  band: PriceBand;
  // The saved span of each weekday, so an edited span keeps its bookings pointing at it.
  ids: Record<string, number>;
};

/** One duration with its off-peak and peak prices, typed as text ("12.000"); empty means no price. */
export type PriceRow = { key: string; duration_int: string; off_peak: string; peak: string };

export type CourtFormValues = {
  court_name: string;
  surface: string;
  indoor: boolean;
  active: boolean;
  schedules: ScheduleRow[];
  prices: PriceRow[];
};

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

export const newScheduleRow = (): ScheduleRow => ({
  key: rowKey(),
  weekdays: ["1", "2", "3", "4", "5", "6", "7"],
  start_time: "08:00",
  end_time: "23:00",
  slot_minutes: "30",
  band: "off_peak",
  ids: {},
});

export const newPriceRow = (duration = "60"): PriceRow => ({
  key: rowKey(),
  duration_int: duration,
  off_peak: "",
  peak: "",
});

export const emptyCourtForm = (): CourtFormValues => ({
  court_name: "",
  surface: "",
  indoor: false,
  active: true,
  schedules: [newScheduleRow()],
  prices: [newPriceRow("60"), newPriceRow("90")],
});

/** The saved court as form rows: spans with the same hours, slot and band share a row. */
export function courtFormValues(court: Court): CourtFormValues {
  const rows = new Map<string, ScheduleRow>();
  for (const span of [...court.schedules].sort((a, b) => a.start_time.localeCompare(b.start_time))) {
    const signature = `${span.start_time}|${span.end_time}|${span.slot_minutes}|${span.band}`;
    let row = rows.get(signature);
    if (!row) {
      row = {
        key: rowKey(),
        weekdays: [],
        start_time: span.start_time,
        end_time: span.end_time,
        slot_minutes: String(span.slot_minutes),
        band: span.band,
        ids: {},
      };
      rows.set(signature, row);
    }
    row.weekdays.push(String(span.weekday));
    row.ids[String(span.weekday)] = span.id;
  }
  const durations = [...new Set(court.prices.map((p) => p.duration_int))].sort((a, b) => a - b);
  const priceOf = (band: PriceBand, minutes: number) => {
    const price = court.prices.find((p) => p.band === band && p.duration_int === minutes)?.price;
    return price === undefined ? "" : numberText(price, PESOS_RULE);
  };
  return {
    court_name: court.court_name,
    surface: court.surface,
    indoor: court.indoor,
    active: court.active,
    schedules: [...rows.values()].map((row) => ({ ...row, weekdays: row.weekdays.sort() })),
    prices: durations.map((minutes) => ({
      key: rowKey(),
      duration_int: String(minutes),
      off_peak: priceOf("off_peak", minutes),
      peak: priceOf("peak", minutes),
    })),
  };
}

/**
 * The court's data for the API, and where each sent span and price came from in the form, so the
 * server's `data.schedules.3.end_time` lands beside the right row.
 */
export function courtData(values: CourtFormValues) {
  const spanRows: number[] = [];
  const schedules = values.schedules.flatMap((row, index) =>
    [...row.weekdays].sort().map((day) => {
      spanRows.push(index);
      const id = row.ids[day];
      return {
        ...(id === undefined ? {} : { id }),
        weekday: Number(day),
        start_time: row.start_time.trim(),
        end_time: row.end_time.trim(),
        slot_minutes: Number(row.slot_minutes) as (typeof BOOKING_DURATIONS)[number],
        band: row.band,
      };
    }),
  );
  const priceSources: { row: number; band: PriceBand }[] = [];
  const prices = values.prices.flatMap((row, index) =>
    (["off_peak", "peak"] as const).flatMap((band) => {
      const price = numberValue(row[band], PESOS_RULE);
      if (price === "") return [];
      priceSources.push({ row: index, band });
      return [{ band, duration_int: Number(row.duration_int) as (typeof BOOKING_DURATIONS)[number], price }];
    }),
  );
  const data: CreateCourtData = {
    court_name: values.court_name,
    surface: values.surface,
    indoor: values.indoor,
    active: values.active,
    schedules,
    prices,
  };
  /** `data.schedules.3.end_time` → `schedules.1.end_time`; a price's `price` → its band's field. */
  const formFieldOf = (serverField: string): string => {
    const field = serverField.replace(/^data\./, "");
    const span = /^schedules\.(\d+)\.(\w+)$/.exec(field);
    if (span) {
      const row = spanRows[Number(span[1])];
      const name = span[2] === "weekday" || span[2] === "id" ? "weekdays" : span[2];
      return row === undefined ? field : `schedules.${row}.${name}`;
    }
    const price = /^prices\.(\d+)\.(\w+)$/.exec(field);
    if (price) {
      const source = priceSources[Number(price[1])];
      if (!source) return field;
      return `prices.${source.row}.${price[2] === "price" ? source.band : "duration_int"}`;
    }
    return field;
  };
  return { data, formFieldOf };
}

/** Problems the form can tell before sending: names, days, times and typed prices. */
export function validateCourtForm(values: CourtFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.court_name.trim()) errors.court_name = "El nombre es obligatorio";
  values.schedules.forEach((row, i) => {
    if (row.weekdays.length === 0) errors[`schedules.${i}.weekdays`] = "Elige al menos un día";
    for (const field of ["start_time", "end_time"] as const) {
      if (!isValidTimeOfDay(row[field].trim()))
        errors[`schedules.${i}.${field}`] = "Usa HH:mm, por ejemplo 08:00";
    }
  });
  const seen = new Set<string>();
  values.prices.forEach((row, i) => {
    if (seen.has(row.duration_int)) errors[`prices.${i}.duration_int`] = "Esa duración ya está en la lista";
    seen.add(row.duration_int);
  });
  const typed = Object.fromEntries(
    values.prices.flatMap((row, i) => [
      [`prices.${i}.off_peak`, [row.off_peak, PESOS_RULE] as const],
      [`prices.${i}.peak`, [row.peak, PESOS_RULE] as const],
    ]),
  );
  return { ...errors, ...numberErrors(typed) };
}

/** Every field the form shows beside an input, for the server's messages to land on. */
export function courtFormFields(values: CourtFormValues): string[] {
  return [
    "court_name",
    "surface",
    ...values.schedules.flatMap((_, i) =>
      ["weekdays", "start_time", "end_time", "slot_minutes", "band"].map((f) => `schedules.${i}.${f}`),
    ),
    ...values.prices.flatMap((_, i) => ["duration_int", "off_peak", "peak"].map((f) => `prices.${i}.${f}`)),
  ];
}
