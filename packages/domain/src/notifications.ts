/** Text for the unread-notifications badge; null hides the badge. */
export function unreadBadgeText(n: number): string | null {
  if (!Number.isInteger(n) || n <= 0) return null;
  return n === 1 ? "1 nueva" : `${n} nuevas`;
}

/**
 * The bell's accessible name: the red dot says "unread" only to the eye, so the name carries the count.
 * `unread` is undefined while the count is loading (only known to be more than none).
 */
export function bellLabel(hasUnread: boolean, unread: number | undefined): string {
  if (!hasUnread || unread === 0) return "Notificaciones";
  if (unread === undefined || !Number.isInteger(unread) || unread < 0) return "Notificaciones, hay sin leer";
  return `Notificaciones, ${unread} sin leer`;
}
