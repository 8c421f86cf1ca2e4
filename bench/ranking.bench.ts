/**
 * The ranking on PostgreSQL: a club of 10,000 players and 100,000 confirmed results (bench/ranking-data.ts).
 * `get_ranking` page 1 of the whole club, page 1 of one category (M4ta) and a deep page (page 400 of 20)
 * through the API, each right after a plain SQL query of the same page (the players with their position,
 * points, record and trend, and the total, in one statement) served by a bare HTTP server in the same run.
 *
 *   npx tsx bench/ranking.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database is
 *                                     made and dropped; BENCH_CONNECTIONS, default "10,50"; BENCH_SECONDS,
 *                                     default 8; BENCH_PLAYERS, default 10000; BENCH_RESULTS, default 100000)
 */
import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";
import { rankingClub } from "./ranking-data";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const RESULTS = Number(process.env.BENCH_RESULTS ?? 100_000);
const LIMIT = 20;
const DEEP_PAGE = 400;

/** The page as one statement written by hand: position and total by window functions. */
const PAGE = `select r.user_id, rank() over (order by r.points desc) as position, u.username, u.name, u.lastname,
    u.category, r.points, r.last_change, r.played, r.won, f.key as photo_key, count(*) over () as total
  from player_ratings r join users u on u.id = r.user_id
  left join user_photos p on p.user_id = u.id left join uploads f on f.id = p.upload_id
  where r.club_id = $1 and r.played > 0 and not u.hide_from_ranking and ($2::text is null or u.category = $2)
  order by r.points desc, r.user_id limit ${LIMIT} offset $3`;

async function measure(t: TestApp) {
  const started = performance.now();
  const { clubId, ranked } = await rankingClub(t, PLAYERS, RESULTS);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${PLAYERS} players (${ranked} ranked), ${RESULTS} confirmed results (${seconds} s to build)`);
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const pool = (t.ctx.db as unknown as { $client: Pool }).$client;
  const pageQuery = (category: string | null, page: number) => () => ({
    name: "plain_ranking",
    text: PAGE,
    values: [clubId, category, (page - 1) * LIMIT],
  });
  const plain = await startPlainSelectServer(pool, {
    "/first": pageQuery(null, 1),
    "/category": pageQuery("4ta", 1),
    "/deep": pageQuery(null, DEEP_PAGE),
  });
  const cases = [
    ["page 1", `&page=1`, "/first"],
    ["M4ta page 1", `&category=M4ta&page=1`, "/category"],
    [`page ${DEEP_PAGE}`, `&page=${DEEP_PAGE}`, "/deep"],
  ] as const;
  const apiUrl = (query: string) => `${api}/api/rank/get_ranking?club_id=${clubId}&limit=${LIMIT}${query}`;
  // Both answer the same players in the same order.
  for (const [label, query, path] of cases) {
    const mine = (await (await fetch(apiUrl(query))).json()) as { players: { username: string }[] };
    const theirs = (await (await fetch(`${plain.url}${path}`)).json()) as { data: { username: string }[] };
    const same =
      JSON.stringify(mine.players.map((p) => p.username)) ===
      JSON.stringify(theirs.data.map((p) => p.username));
    if (!same || mine.players.length !== LIMIT) throw new Error(`${label}: the API and the plain SQL differ`);
  }

  console.log(`${DURATION} s each; the API after its plain SQL`);
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    for (const [label, query, path] of cases) {
      const baseline = await load(`plain SQL ${label}`, `${plain.url}${path}`, {}, connections);
      report(baseline);
      report(await load(`API get_ranking ${label}`, apiUrl(query), {}, connections), baseline);
    }
  }
  await plain.close();
}

runOnTestApp(measure);
