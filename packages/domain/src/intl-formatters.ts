/*
 * An Intl formatter takes milliseconds to build (tens on a slow phone), far more than a format call: each
 * set of options gets one, built the first time something is formatted with it, never at module load.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateFormatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    dateFormatters,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export const numberFormatter = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(
    numberFormatters,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );

/** A whole number as Chileans write it: 12.345. */
export const formatWholeNumber = (value: number) =>
  numberFormatter("es-CL", { maximumFractionDigits: 0 }).format(value);

/** A calendar day (YYYY-MM-DD) in Spanish words, as it is, whatever the device's time zone. */
export const isoDayWords = (date: string, options: Intl.DateTimeFormatOptions) =>
  dateFormatter("es-CL", { ...options, timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
