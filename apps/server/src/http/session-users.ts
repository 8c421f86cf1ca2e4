import type { RoleType } from "@club/contract";
import { LRUCache } from "lru-cache";

/** Who calls, as the users module reads them: the role comes from their administrator membership. */
export type SessionUserRow = {
  id: number;
  username: string;
  email: string;
  name: string;
  lastname: string;
  role: RoleType;
  /** The club the user administers; null for players. */
  clubId: number | null;
  sessionsValidAfter: Date | null;
};

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

/** `read` is the users module's lookup, handed in by the app (http sits below the modules). */
export function createSessionUsers(
  read: (userId: number) => Promise<SessionUserRow | null>,
  ttlMs = SESSION_USER_TTL_MS,
): SessionUsers {
  const cache = new LRUCache<number, SessionUserRow>({
    max: 10_000,
    ttl: ttlMs,
    // Concurrent calls of one user share a single lookup; an unknown user is not cached.
    fetchMethod: async (userId) => (await read(userId)) ?? undefined,
  });
  // Forgetting a user aborts a lookup of them under way (it may have read the row before the change):
  // that lookup reads the database again instead of failing the call.
  let forgets = 0;
  return {
    find: async (userId) => {
      const before = forgets;
      try {
        return (await cache.fetch(userId)) ?? null;
      } catch (error) {
        if (forgets === before) throw error;
        return (await read(userId)) ?? null;
      }
    },
    forget: (userId) => {
      forgets++;
      cache.delete(userId);
    },
  };
}
