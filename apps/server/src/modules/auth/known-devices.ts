import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A browser that signed in to an account before carries a signed marker for that account: its sign-ins
 * are throttled on a count of their own, so wrong passwords sent from elsewhere (per account, from
 * unknown sources) never slow the owner down there. Nothing is stored on the server: the marker is an
 * HMAC of (account, device id, expiry) under the server's secret, so every instance can check it.
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
// Only the sign-in and sign-up routes read it (sign-up adds its account to the markers already held).
const COOKIE_PATH = "/api/auth";
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
// Accounts one browser remembers (a shared family tablet); the oldest is forgotten first.
const MAX_ACCOUNTS = 5;

export type KnownDevice = { userId: number; deviceId: string };
type Entry = KnownDevice & { expiresAt: number; raw: string };

const ENTRY = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, userId: number, deviceId: string, expiresAt: number): string {
  // The prefix keeps this HMAC from ever matching another use of the same secret.
  return createHmac("sha256", secret)
    .update(`known-device:${userId}.${deviceId}.${expiresAt}`)
    .digest("base64url");
}

/** The cookie's value in a Cookie header, when the browser sent one. */
function cookieValue(header: string | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, ...value] = part.split("=");
    if (name?.trim() === KNOWN_DEVICE_COOKIE) return value.join("=").trim();
  }
  return undefined;
}

function validEntries(secret: string, header: string | undefined, nowSeconds: number): Entry[] {
  const entries: Entry[] = [];
  for (const raw of cookieValue(header)?.split("~") ?? []) {
    const m = ENTRY.exec(raw);
    if (!m) continue;
    const [, user, deviceId = "", expiry, signature = ""] = m;
    const userId = Number(user);
    const expiresAt = Number(expiry);
    if (expiresAt <= nowSeconds) continue;
    const expected = Buffer.from(mac(secret, userId, deviceId, expiresAt));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      entries.push({ userId, deviceId, expiresAt, raw });
    }
  }
  return entries;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The marker this browser holds for the account, if it holds a valid one. */
export function knownDeviceOf(
  secret: string,
  header: string | undefined,
  userId: number,
): KnownDevice | null {
  const entry = validEntries(secret, header, nowInSeconds()).find((e) => e.userId === userId);
  return entry ? { userId, deviceId: entry.deviceId } : null;
}

/**
 * The Set-Cookie value after a successful sign-in to `userId`: its marker renewed (same device id, so
 * its own count carries on), the browser's other valid markers kept.
 */
export function knownDeviceCookie(
  opts: { secret: string; secure: boolean },
  header: string | undefined,
  userId: number,
): string {
  const now = nowInSeconds();
  const entries = validEntries(opts.secret, header, now);
  const deviceId =
    entries.find((e) => e.userId === userId)?.deviceId ?? randomBytes(16).toString("base64url");
  const expiresAt = now + LIFETIME_SECONDS;
  const fresh = `${userId}.${deviceId}.${expiresAt}.${mac(opts.secret, userId, deviceId, expiresAt)}`;
  const kept = entries.filter((e) => e.userId !== userId).map((e) => e.raw);
  const value = [fresh, ...kept].slice(0, MAX_ACCOUNTS).join("~");
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${LIFETIME_SECONDS}`, "HttpOnly", "SameSite=Strict"];
  if (opts.secure) attributes.push("Secure");
  return [`${KNOWN_DEVICE_COOKIE}=${value}`, ...attributes].join("; ");
}
