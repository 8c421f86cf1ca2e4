import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { findSessionUser, type SessionUserRow } from "../modules/users/users.repository";

export type SessionUsers = {
  find(userId: number): Promise<SessionUserRow | null>;
  /** Drop what this instance knows of a user, e.g. right after their password changed. */
  forget(userId: number): void;
};

// Every authenticated call needs the caller's role, club and sessions_valid_after. Each instance keeps
// them for a few seconds, which saves a database round trip on nearly every call. The cost: another
// instance may honour a revoked session for at most this long; the instance that changes a password
// forgets the user at once.
export const SESSION_USER_TTL_MS = 5_000;

export function createSessionUsers(db: Db, ttlMs = SESSION_USER_TTL_MS): SessionUsers {
  const cache = new LRUCache<number, SessionUserRow>({
    max: 10_000,
    ttl: ttlMs,
    // Concurrent calls of one user share a single lookup; an unknown user is not cached.
    fetchMethod: async (userId) => (await findSessionUser(db, userId)) ?? undefined,
  });
  return {
    find: async (userId) => (await cache.fetch(userId)) ?? null,
    forget: (userId) => void cache.delete(userId),
  };
}
