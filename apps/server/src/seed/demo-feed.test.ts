import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../test/harness";
import { seedDemoFeed } from "./demo-feed";

describe(`demo feed (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the demo club recent posts, liked and commented by its players, newest first", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await createUser(t.ctx.db, { clubId: admin.clubId }));
    const seeded = await seedDemoFeed(t.ctx.db, {
      clubId: admin.clubId,
      adminId: admin.user.id,
      now: new Date(),
    });
    expect(seeded.posts).toBe(4);
    const reader = await t.ctx.tokens.sign((players[0] as { id: number }).id);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/feed/get_feed?club_id=${admin.clubId}&limit=50`,
      headers: bearer(reader),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const posts = (
      answer.json().items as { kind: string; like_count: number; comment_count: number; liked: boolean }[]
    ).filter((item) => item.kind === "post");
    expect(posts).toHaveLength(4);
    expect(posts.map((post) => post.like_count)).toEqual([6, 2, 2, 2]);
    expect(posts.every((post) => post.comment_count > 0 && post.liked)).toBe(true);
  });
});
