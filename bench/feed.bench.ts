/**
 * The club feed on PostgreSQL: a club with 100,000 posts over a year (bench/feed-data.ts), a few liked and
 * commented, read by a player of 4ta (so open matches are filtered by range). `get_feed` page 1 and a deep
 * page (page 2,000 of 20: 39,980 rows skipped) through the API, each right after plain SQL queries of the
 * same page (the posts with their author, image, likes, comments and the viewer's like, newest first, by
 * LIMIT/OFFSET), served by a bare HTTP server in the same run: as one query, and with the page's ids first
 * from the index (as the API reads it); the API's ratio is to the faster, ids first.
 *
 *   npx tsx bench/feed.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database is made
 *                                  and dropped; BENCH_CONNECTIONS, default "10,50"; BENCH_SECONDS, default
 *                                  8; BENCH_POSTS, default 100000)
 */
import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { feedClubWithPosts } from "./feed-data";
import { DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const LIMIT = 20;
const DEEP_PAGE = 2_000;

const FIELDS = `fi.id, fi.kind, fi.created_at, fi.body, a.username, a.name, a.lastname, img.key as image_key,
    (select count(*)::int from feed_likes l where l.item_id = fi.id) as like_count,
    (select count(*)::int from feed_comments c where c.item_id = fi.id and c.removed_at is null) as comment_count,
    exists (select 1 from feed_likes l where l.item_id = fi.id and l.user_id = $2) as liked`;
const JOINS = "left join users a on a.id = fi.user_id left join uploads img on img.id = fi.image_id";
// The order of the feed's index (feed_items_club_page_idx).
const ORDER = "fi.created_at desc nulls last, fi.id desc nulls last";

/** The page as one query written by hand: PostgreSQL computes the counts of the skipped rows too. */
const ONE_QUERY = `select ${FIELDS} from feed_items fi ${JOINS}
  where fi.club_id = $1 and fi.removed_at is null order by ${ORDER} limit ${LIMIT} offset $3`;

/** The page's ids first from the index, then their rows: what the API does, without its category filter. */
const IDS_FIRST = `with page as (
    select fi.id from feed_items fi where fi.club_id = $1 and fi.removed_at is null
    order by ${ORDER} limit ${LIMIT} offset $3)
  select ${FIELDS} from page join feed_items fi on fi.id = page.id ${JOINS} order by ${ORDER}`;

async function measure(t: TestApp) {
  const started = performance.now();
  const { clubId, viewerId, token } = await feedClubWithPosts(t, POSTS);
  console.log(`${POSTS} posts over a year (${((performance.now() - started) / 1000).toFixed(1)} s to build)`);
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const auth = { authorization: `Bearer ${token}` };
  const pool = (t.ctx.db as unknown as { $client: Pool }).$client;
  const pageQuery = (name: string, text: string, page: number) => () => ({
    name,
    text,
    values: [clubId, viewerId, (page - 1) * LIMIT],
  });
  const plain = await startPlainSelectServer(pool, {
    "/one/first": pageQuery("plain_feed_one", ONE_QUERY, 1),
    "/first": pageQuery("plain_feed_ids", IDS_FIRST, 1),
    "/deep": pageQuery("plain_feed_ids", IDS_FIRST, DEEP_PAGE),
  });
  // Both answer the same rows: the API's page is the plain page.
  const apiPage = (page: number) => `${api}/api/feed/get_feed?club_id=${clubId}&limit=${LIMIT}&page=${page}`;
  for (const [page, path] of [
    [1, "/first"],
    [DEEP_PAGE, "/deep"],
  ] as const) {
    const mine = (await (await fetch(apiPage(page), { headers: auth })).json()) as {
      items: { id: number }[];
    };
    const theirs = (await (await fetch(`${plain.url}${path}`)).json()) as { data: { id: number }[] };
    const same = JSON.stringify(mine.items.map((i) => i.id)) === JSON.stringify(theirs.data.map((i) => i.id));
    if (!same || mine.items.length !== LIMIT)
      throw new Error(`page ${page}: the API and the plain SQL differ`);
  }

  console.log(`${DURATION} s each; the API after its plain SQL`);
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    for (const [label, page, path] of [
      ["page 1", 1, "/first"],
      [`page ${DEEP_PAGE}`, DEEP_PAGE, "/deep"],
    ] as const) {
      // On the deep page the one query computes the counts of the 39,980 skipped rows too (about 0.7 s a
      // request alone): it does not finish within a run, so only page 1 measures it.
      if (page === 1) {
        report(await load(`plain SQL ${label}, one query`, `${plain.url}/one${path}`, {}, connections));
      }
      const baseline = await load(`plain SQL ${label}, ids first`, `${plain.url}${path}`, {}, connections);
      report(baseline);
      report(await load(`API get_feed ${label}`, apiPage(page), auth, connections), baseline);
    }
  }
  await plain.close();
}

runOnTestApp(measure);
