const longDay = new Intl.DateTimeFormat("es-CL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Lunes, 23 de noviembre de 2026" for a calendar date (YYYY-MM-DD), whatever the runtime's zone. */
export function longDateText(date: string): string {
  const text = longDay.format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
