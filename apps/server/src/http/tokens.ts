import { jwtVerify, SignJWT } from "jose";

const SESSION_TTL = "7d";

export type TokenService = {
  sign(userId: number): Promise<string>;
  verify(token: string): Promise<{ userId: number; issuedAt: number } | null>;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== "number") return null;
        return { userId, issuedAt: payload.iat };
      } catch {
        return null;
      }
    },
  };
}
