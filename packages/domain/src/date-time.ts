export type DateTimeParts = { date: string; time: string; timeWithoutSeconds: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
const SV_SE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant as the club reads it: `dd-mm-yyyy` and `HH:MM(:SS)` on the club's wall clock
 * (the runtime's zone when none is given, which in the browser is the user's).
 */
export function clubDateTimeParts(instant: Date, timeZone?: string): DateTimeParts {
  const formatter = formatterFor(timeZone);
  // Swedish writes "2026-11-24 14:05:09": reading that string is three times faster than formatToParts,
  // which a list pays per date. A runtime without Swedish writes another order, which the pattern refuses
  // rather than misreads, and then the parts are read.
  const read = SV_SE.exec(formatter.format(instant));
  if (read) {
    const [, year, month, day, hour, minute, second] = read;
    return {
      date: `${day}-${month}-${year}`,
      time: `${hour}:${minute}:${second}`,
      timeWithoutSeconds: `${hour}:${minute}`,
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  const hm = `${parts.hour}:${parts.minute}`;
  return {
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${hm}:${parts.second}`,
    timeWithoutSeconds: hm,
  };
}

/** A calendar day as people read it in Chile: "2026-11-24" as "24-11-2026". */
export const formatIsoDay = (isoDate: string) => isoDate.split("-").reverse().join("-");
