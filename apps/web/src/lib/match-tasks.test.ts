import type { Match } from "@club/contract";
import { describe, expect, it } from "vitest";
import { aMatch } from "../test/match-fixture";
import { resultTask } from "./match-tasks";

const player = (username: string) => ({
  username,
  name: username,
  category: "M4ta",
  side: null,
  booker: false,
});
const FOUR = ["benja", "carla", "tomas", "ana"].map(player);
const result = (status: "reported" | "confirmed" | "disputed", reported_by = "benja") => ({
  sets: [
    [6, 4],
    [6, 3],
  ] as [number, number][],
  winner_pair: 1 as const,
  pair_1: ["benja", "carla"],
  pair_2: ["tomas", "ana"],
  reported_by,
  status,
});
const played = (overrides: Partial<Match> = {}) => aMatch({ players: FOUR, closed: true, ...overrides });

describe("resultTask", () => {
  it.each([
    ["a player of a played match of four with no result reports it", played(), "carla", "report"],
    ["not before it started", played({ closed: false }), "carla", null],
    ["not with three players", played({ players: FOUR.slice(0, 3) }), "carla", null],
    ["not for someone not playing", played(), "pedro", null],
    ["the reporter waits", played({ result: result("reported") }), "benja", "awaiting"],
    ["so does their partner", played({ result: result("reported") }), "carla", "awaiting"],
    ["the other pair confirms", played({ result: result("reported") }), "tomas", "confirm"],
    [
      "reported by pair 2, pair 1 confirms",
      played({ result: result("reported", "ana") }),
      "benja",
      "confirm",
    ],
    ["a dispute waits for the club", played({ result: result("disputed") }), "ana", "disputed"],
    ["but not for someone not playing", played({ result: result("disputed") }), "pedro", null],
    ["a confirmed result asks nothing", played({ result: result("confirmed") }), "tomas", null],
  ])("%s", (_rule, match, me, task) => {
    expect(resultTask(match, me)).toBe(task);
  });
});
