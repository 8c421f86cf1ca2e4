import { LIVE_TOPICS, type LiveTopic } from "@club/contract";
import type { ListenFn } from "../../db/client";

/** The channel the database triggers of migration 0011 signal on. */
const CHANNEL = "club_events";

type Listener = (topic: LiveTopic) => void;

export type ClubEvents = {
  /** Calls `listener` with each change committed in the club; answers how to stop. */
  subscribe(clubId: number, listener: Listener): Promise<() => void>;
  /**
   * How long the club has gone without a change this instance heard, counted from its last change or,
   * when none came since, from the moment this instance began listening (after a subscribe) or listened
   * again after losing its connection; 0 while it does not hear.
   */
  quietFor(clubId: number): number;
  close(): Promise<void>;
};

const isTopic = (value: unknown): value is LiveTopic => LIVE_TOPICS.includes(value as LiveTopic);

function parsePayload(payload: string): { club: number; topic: LiveTopic } | null {
  try {
    const value = JSON.parse(payload) as { club?: unknown; topic?: unknown };
    return typeof value.club === "number" && isTopic(value.topic)
      ? { club: value.club, topic: value.topic }
      : null;
  } catch {
    return null;
  }
}

/**
 * One LISTEN per app instance, opened when the first stream subscribes, fanned out to the streams of
 * each club. Every instance listens, so a change made through any of them reaches every open tab.
 */
export function createClubEvents(listen: ListenFn): ClubEvents {
  const byClub = new Map<number, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | null = null;
  // Since when notifications have come without a break (null: they do not come now).
  let hearingSince: number | null = null;
  // Per club, when its last change was heard (one number per club that changed).
  const lastChange = new Map<number, number>();
  const hearing = (now: boolean) => {
    // Changes made while nothing listened were not heard: no club counts as quiet from before.
    hearingSince = now ? Date.now() : null;
    lastChange.clear();
  };

  const dispatch = (payload: string) => {
    const event = parsePayload(payload);
    if (!event) return;
    lastChange.set(event.club, Date.now());
    for (const listener of byClub.get(event.club) ?? []) listener(event.topic);
  };

  return {
    async subscribe(clubId, listener) {
      // A LISTEN that failed (the database restarting) is tried again by the next stream, not kept.
      listening ??= listen(CHANNEL, dispatch, hearing).then(
        (stop) => {
          hearingSince ??= Date.now();
          return stop;
        },
        (error: unknown) => {
          listening = null;
          throw error;
        },
      );
      await listening;
      const listeners = byClub.get(clubId) ?? new Set<Listener>();
      listeners.add(listener);
      byClub.set(clubId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byClub.delete(clubId);
      };
    },
    quietFor(clubId) {
      if (hearingSince === null) return 0;
      return Date.now() - Math.max(hearingSince, lastChange.get(clubId) ?? 0);
    },
    async close() {
      byClub.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
