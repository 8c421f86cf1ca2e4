/** Where a sign-in page was sent from: kept in the router's state as `from`. */
export interface ReturnState {
  from: string;
}

/**
 * The page to go back to after signing in, or null. Only a path of this site is accepted: a value that
 * leaves it (`//host`, `/\host`, `https://…`, `javascript:`) would turn the sign-in page into an open
 * redirect, so it is resolved against this origin and refused unless it stays there.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) {
    return null;
  }
  try {
    const { origin } = window.location;
    const url = new URL(from, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
