/**
 * The players' court grid: `get_availability` for a club of 10 courts (08:00 to 23:00 in 30-minute slots,
 * off-peak and peak prices) with a year of bookings (bench/availability-data.ts: about 22,000 live ones,
 * every status, and the cancelled ones beside them), among three other clubs as busy, on PostgreSQL. Each
 * run goes over every day of the booking window in turn, at 10 and 50 connections, right after the plain
 * SQL baseline of the same days (bench/availability-baseline.ts: one hand-written statement that already
 * answers the grid's JSON, served over bare HTTP by bench/plain-select-server.ts). Before the load, both
 * answers are compared day by day: the baseline must say what the API says.
 *
 *   npx tsx bench/availability.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database
 *                                          is made and dropped; BENCH_CONNECTIONS, default "10,50";
 *                                          BENCH_SECONDS, default 8)
 */
import { addDays, localToday } from "@club/domain";
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { AVAILABILITY_BASELINE } from "./availability-baseline";
import { createBusyClubs } from "./availability-data";
import { DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const COURTS = 10;
const TIME_ZONE = "America/Santiago";

type Grid = { courts: { id: number; slots: unknown[] }[] };

/** The slots the two answers give for a day must be the same, court by court. */
function sameGrid(date: string, api: Grid, plain: Grid) {
  const text = (grid: Grid) => JSON.stringify(grid.courts.map((c) => [c.id, c.slots]));
  if (text(api) !== text(plain)) throw new Error(`the baseline's grid of ${date} differs from the API's`);
}

async function measure(t: TestApp) {
  const db = t.ctx.db;
  const started = performance.now();
  const today = localToday(new Date(), TIME_ZONE);
  const { club, counts } = await createBusyClubs(db, {
    name: "Club Carga",
    courts: COURTS,
    players: 30,
    timeZone: TIME_ZONE,
    today,
    indoor: 4,
  });
  const window = club.bookingWindowDays;
  // Steady state: autovacuum would have set the visibility map and statistics by now.
  await db.execute(sql`vacuum analyze`);
  const [mine] = counts;
  console.log(
    `4 clubs of ${COURTS} courts, a year of bookings each; the measured club has ${mine?.live} live and ${mine?.cancelled} cancelled (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
  );

  const dates = Array.from({ length: window + 1 }, (_, i) => addDays(today, i));
  const plain = await startPlainSelectServer(
    (db as unknown as { $client: Pool }).$client,
    Object.fromEntries(
      dates.map((date) => [
        `/day/${date}`,
        () => ({ name: "bench_availability", text: AVAILABILITY_BASELINE, values: [club.id, date] }),
      ]),
    ),
  );
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const apiUrls = dates.map((date) => `${api}/api/booking/get_availability/${club.id}/${date}`);
  const plainUrls = dates.map((date) => `${plain.url}/day/${date}`);
  for (const [i, date] of dates.entries()) {
    const apiGrid = (await (await fetch(apiUrls[i] as string)).json()) as Grid;
    const plainGrid = ((await (await fetch(plainUrls[i] as string)).json()) as { data: Grid[] }).data[0];
    if (!plainGrid) throw new Error(`the baseline has no grid for ${date}`);
    sameGrid(date, apiGrid, plainGrid);
  }

  console.log(
    `${DURATION} s each, the ${dates.length} days of the window in turn (${dates[0]} to ${dates.at(-1)}); the API after its plain SQL`,
  );
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    const baseline = await load("plain SQL day grid", plainUrls, {}, connections);
    report(baseline);
    report(await load("API get_availability", apiUrls, {}, connections), baseline);
  }
  await plain.close();
}

runOnTestApp(measure);
