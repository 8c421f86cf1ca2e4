/** What staff read when a club's time zone is none the runtime or the database knows. */
export const UNKNOWN_TIME_ZONE = "Zona horaria desconocida (por ejemplo America/Santiago)";

/**
 * An IANA zone the runtime knows, named by area and place ("America/Santiago"), or UTC. Offsets and
 * abbreviations are not zones here: the database reads "CET" or "EST" as a fixed offset where the runtime
 * follows summer time, and the two would put a sale on different days.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (zone !== "UTC" && !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("es-CL", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
