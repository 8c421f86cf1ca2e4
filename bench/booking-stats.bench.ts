/**
 * The club's booking statistics on PostgreSQL: a club of 10 courts with a year of bookings
 * (bench/availability-data.ts: about 22,000 live ones and the cancelled ones beside them) and their money
 * (bench/booking-stats-data.ts: online payments, point-of-sale sales, some refunded), among three other
 * clubs as busy. `get_booking_occupancy_report` and `get_booking_activity_report` over the past year and
 * over this month, at 10 connections, each right after a plain SQL aggregate of the same figures
 * (bench/booking-stats-baseline.ts, over bare HTTP by bench/plain-select-server.ts). Before the load, the
 * figures are compared: the baseline must say what the API says. The bookings are inserted after the
 * migrations, so the triggers of migration 0014 fill booked_minute_hours as real writes do; the baseline
 * reads only the bookings.
 *
 *   npx tsx bench/booking-stats.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new
 *                                           database is made and dropped; BENCH_CONNECTIONS, default "10";
 *                                           BENCH_SECONDS, default 8; BENCH_EXTRA_INDEX, an index
 *                                           to create before measuring)
 */
import {
  addDays,
  type DayRange,
  firstShowing,
  localToday,
  periodRange,
  resolveLocalTime,
} from "@club/domain";
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import { createCashRegister, createUser } from "../apps/server/test/factories";
import type { TestApp } from "../apps/server/test/harness";
import { createBusyClubs } from "./availability-data";
import { ACTIVITY_BASELINE, OCCUPANCY_BASELINE } from "./booking-stats-baseline";
import { insertBookingMoney } from "./booking-stats-data";
import { DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10").split(",").map(Number);
const COURTS = 10;
const TIME_ZONE = "America/Santiago";

type Occupancy = {
  heatmap: { weekday: number; hour: number; booked_minutes: number }[];
  courts: { court_id: number; revenue: number }[];
};
type Activity = {
  channels: { channel: string; bookings: number }[];
  cancellations: { total: number };
  no_shows: number;
};
type OccupancyBaseline = {
  heatmap: { weekday: number; hour: number; minutes: number }[] | null;
  courts: { court_id: number; revenue: number }[] | null;
};
type ActivityBaseline = { online: number; reception: number; cancelled: number; no_shows: number };

function same(what: string, api: unknown, plain: unknown) {
  if (JSON.stringify(api) !== JSON.stringify(plain)) {
    throw new Error(`${what}: the baseline says ${JSON.stringify(plain)}, the API ${JSON.stringify(api)}`);
  }
}

async function measure(t: TestApp) {
  const db = t.ctx.db;
  const started = performance.now();
  const today = localToday(new Date(), TIME_ZONE);
  const { club, clubs, counts } = await createBusyClubs(db, {
    name: "Club Estadísticas",
    courts: COURTS,
    players: 200,
    timeZone: TIME_ZONE,
    today,
  });
  const owner = await createUser(db, { clubId: club.id, role: "club_administrator" });
  const token = await t.ctx.tokens.sign(owner.id);
  for (const c of clubs) {
    const register = await createCashRegister(db, c.id, "Caja 1");
    await insertBookingMoney(db, { clubId: c.id, userId: owner.id, registerId: register.id });
  }
  // An index to try before proposing it in a migration (BENCH_EXTRA_INDEX="create index …").
  if (process.env.BENCH_EXTRA_INDEX) await db.execute(sql.raw(process.env.BENCH_EXTRA_INDEX));
  await db.execute(sql`vacuum analyze`);
  const [mine] = counts;
  console.log(
    `4 clubs of ${COURTS} courts, a year of bookings each with their money; the measured club has ${mine?.live} live and ${mine?.cancelled} cancelled (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
  );

  const ranges: [string, DayRange][] = [
    ["past year", { startDate: addDays(today, -365), endDate: today }],
    ["this month", periodRange("month", today)],
  ];
  const now = new Date();
  const bounds = (r: DayRange) => [
    club.id,
    firstShowing(resolveLocalTime(r.startDate, 0, TIME_ZONE)).toISOString(),
    firstShowing(resolveLocalTime(r.endDate, 1440, TIME_ZONE)).toISOString(),
    now.toISOString(),
  ];
  const plain = await startPlainSelectServer(
    (db as unknown as { $client: Pool }).$client,
    Object.fromEntries(
      ranges
        .flatMap(([, r]) => [
          [
            `/occupancy/${r.startDate}`,
            () => ({ name: "bench_occupancy", text: OCCUPANCY_BASELINE, values: bounds(r) }),
          ],
          [
            `/activity/${r.startDate}`,
            () => ({ name: "bench_activity", text: ACTIVITY_BASELINE, values: bounds(r) }),
          ],
        ])
        .concat([]),
    ),
  );
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const auth = { authorization: `Bearer ${token}` };
  const apiUrl = (report: string, r: DayRange) =>
    `${api}/api/admin/report/${report}?start_date=${r.startDate}&end_date=${r.endDate}`;
  const fetchJson = async <T>(url: string, headers = {}) => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  for (const [name, r] of ranges) {
    const occupancy = await fetchJson<Occupancy>(apiUrl("get_booking_occupancy_report", r), auth);
    const [base] = (await fetchJson<{ data: OccupancyBaseline[] }>(`${plain.url}/occupancy/${r.startDate}`))
      .data;
    same(
      `${name} heat map`,
      occupancy.heatmap.filter((c) => c.booked_minutes > 0).map((c) => [c.weekday, c.hour, c.booked_minutes]),
      (base?.heatmap ?? []).filter((c) => c.minutes > 0).map((c) => [c.weekday, c.hour, c.minutes]),
    );
    same(
      `${name} revenue per court`,
      occupancy.courts.filter((c) => c.revenue > 0).map((c) => [c.court_id, c.revenue]),
      (base?.courts ?? []).filter((c) => c.revenue > 0).map((c) => [c.court_id, c.revenue]),
    );
    const activity = await fetchJson<Activity>(apiUrl("get_booking_activity_report", r), auth);
    const [plainActivity] = (
      await fetchJson<{ data: ActivityBaseline[] }>(`${plain.url}/activity/${r.startDate}`)
    ).data;
    same(
      `${name} activity`,
      [...activity.channels.map((c) => c.bookings), activity.cancellations.total, activity.no_shows],
      [plainActivity?.online, plainActivity?.reception, plainActivity?.cancelled, plainActivity?.no_shows],
    );
  }

  console.log(`${DURATION} s each; the API after its plain SQL`);
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    for (const [name, r] of ranges) {
      for (const [figure, call] of [
        ["occupancy", "get_booking_occupancy_report"],
        ["activity", "get_booking_activity_report"],
      ] as const) {
        const base = await load(
          `plain SQL ${figure}, ${name}`,
          `${plain.url}/${figure}/${r.startDate}`,
          {},
          connections,
        );
        report(base);
        report(await load(`API ${figure}, ${name}`, apiUrl(call, r), auth, connections), base);
      }
    }
  }
  await plain.close();
}

runOnTestApp(measure);
