/**
 * The login field takes a username or an email; this only decides which lookup to use,
 * so it is a shape check, not full address validation.
 */
export function looksLikeEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(s.trim());
}
