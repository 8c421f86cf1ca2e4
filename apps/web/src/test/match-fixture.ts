import type { Match } from "@club/contract";

/** A match of Club Demo Padel on Wednesday 25 November, 19:00 to 20:30: tests change what they need. */
export const aMatch = (overrides: Partial<Match> = {}): Match => ({
  slug: "AbCdEfGhIjKlMnOp42",
  club: { id: 1, name: "Club Demo Padel" },
  court_name: "Cancha 2",
  date: "2026-11-25",
  start_time: "19:00",
  end_time: "20:30",
  duration_int: 90,
  price: 25_001,
  shares: [6_251, 6_250, 6_250, 6_250],
  category_range: null,
  open_places: 2,
  free_places: 2,
  visibility: "public",
  players: [],
  closed: false,
  result: null,
  waitlist: null,
  ...overrides,
});

/** The booker of the tests' matches, as a match lists its players. */
export const BENJA = {
  username: "benja",
  name: "Benja S.",
  category: "M4ta",
  side: "drive",
  booker: true,
} as const;

/** A player who joined, on the revés side. */
export const CARLA = {
  username: "carla",
  name: "Carla M.",
  category: "M5ta",
  side: "reves",
  booker: false,
} as const;
