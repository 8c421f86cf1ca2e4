import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";

const SESSION_TTL = "7d";
type Claims = { userId: number; issuedAt: number };

export type TokenService = {
  sign(userId: number): Promise<string>;
  verify(token: string): Promise<Claims | null>;
};

// A token's signature never changes: each instance checks it once, then trusts the cached claims until the
// token expires (or the entry ages out). Revocation is not a token matter: the session guard still reads
// the user's sessions_valid_after on every call.
const VERIFIED_CACHE_MAX = 10_000;
const VERIFIED_CACHE_TTL_MS = 10 * 60_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, Claims>({ max: VERIFIED_CACHE_MAX });
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key),
    async verify(token) {
      const cached = verified.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== "number") return null;
        if (typeof payload.exp !== "number") return null;
        const claims = { userId, issuedAt: payload.iat };
        const untilExpiry = payload.exp * 1000 - Date.now();
        verified.set(token, claims, { ttl: Math.max(1, Math.min(untilExpiry, VERIFIED_CACHE_TTL_MS)) });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
