/** Text for the unread-notifications badge; null hides the badge. */
export function unreadBadgeText(n: number): string | null {
  if (!Number.isInteger(n) || n <= 0) return null;
  return n === 1 ? "1 nueva" : `${n} nuevas`;
}
