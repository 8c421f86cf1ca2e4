const MINUTES_PER_DAY = 24 * 60;

/** "HH:MM" between 00:00 and 23:59, plus "24:00" so a slot can end at midnight. */
export function isValidTimeOfDay(s: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(s) || s === "24:00";
}

export function timeToMinutes(time: string): number {
  if (!isValidTimeOfDay(time)) {
    throw new RangeError(`Invalid time of day: "${time}"`);
  }
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function minutesToTime(totalMinutes: number): string {
  if (!Number.isInteger(totalMinutes) || totalMinutes < 0 || totalMinutes > MINUTES_PER_DAY) {
    throw new RangeError(`Minutes out of range 0..${MINUTES_PER_DAY}: ${totalMinutes}`);
  }
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
