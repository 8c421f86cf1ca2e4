import { sql } from "drizzle-orm";
import { createAdmin, createUser } from "../apps/server/test/factories";
import type { TestApp } from "../apps/server/test/harness";

/**
 * A club whose administrator wrote `posts` posts over the last year (one every few minutes), the newest
 * 200 liked by the viewer and commented once, and a viewer of 4ta with a token. Written in a few set-based
 * statements, then analysed so the planner knows the table's size.
 */
export async function feedClubWithPosts(t: TestApp, posts: number) {
  const db = t.ctx.db;
  const admin = await createAdmin(db, t.ctx.tokens);
  const viewer = await createUser(db, { clubId: admin.clubId, category: "4ta" });
  const yearMs = 365 * 24 * 3600 * 1000;
  await db.execute(sql`
    insert into feed_items (club_id, kind, user_id, body, created_at)
    select ${admin.clubId}, 'post', ${admin.user.id}, 'Novedad número ' || n || ' del club: torneos, horarios y canchas',
      now() - n * (${yearMs / posts}::float8 * interval '1 millisecond')
    from generate_series(1, ${posts}) as n`);
  await db.execute(sql`
    insert into feed_likes (item_id, user_id, club_id)
    select id, ${viewer.id}, club_id from feed_items where club_id = ${admin.clubId}
    order by created_at desc limit 200`);
  await db.execute(sql`
    insert into feed_comments (club_id, item_id, user_id, body)
    select club_id, id, ${viewer.id}, '¡Buena!' from feed_items where club_id = ${admin.clubId}
    order by created_at desc limit 200`);
  await db.execute(sql`analyze feed_items`);
  await db.execute(sql`analyze feed_likes`);
  await db.execute(sql`analyze feed_comments`);
  return { clubId: admin.clubId, viewerId: viewer.id, token: await t.ctx.tokens.sign(viewer.id) };
}
