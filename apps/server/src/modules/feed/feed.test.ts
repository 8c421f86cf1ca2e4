import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { makeImage, postUpload } from "../../../test/upload-helpers";

type Item = { id: number; kind: string; text: string | null; like_count: number; liked: boolean };

describe(`club feed (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A club with its administrator and two players (members), and another club with its own. */
  async function clubs() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const player = async () => {
      const user = await createUser(t.ctx.db, { clubId: admin.clubId, category: "4ta" });
      return { user, token: await t.ctx.tokens.sign(user.id) };
    };
    return { admin, other, ana: await player(), beto: await player() };
  }

  async function post(token: string, text = "Torneo de verano: inscripciones abiertas") {
    const answer = await call("POST", "/api/feed/create_post", token, { text });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Item;
  }

  const feedOf = async (token: string, query = "") => {
    const answer = await call("GET", `/api/feed/get_feed${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      club: { id: number };
      is_admin: boolean;
      items: Item[];
      pagination: { has_more: boolean };
    };
  };

  it("shows an administrator's post with its image to the club's players, newest first, page by page", async () => {
    const c = await clubs();
    const upload = await postUpload(t.app, c.admin.token, {
      files: [{ name: "torneo.png", type: "image/png", bytes: await makeImage("png") }],
      path: "feed",
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const imageId = (upload.json() as { id: number }[])[0]?.id;
    const first = await call("POST", "/api/feed/create_post", c.admin.token, {
      text: " Hola club ",
      image_id: imageId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: "post", text: "Hola club", like_count: 0, liked: false });
    expect(first.json().image.url).toMatch(/^\/api\/files\//);
    const second = await post(c.admin.token, "Segunda noticia");

    const page1 = await feedOf(c.ana.token, `?club_id=${c.admin.clubId}&limit=1`);
    expect(page1.is_admin).toBe(false);
    expect(page1.items.map((i) => i.id)).toEqual([second.id]);
    expect(page1.pagination.has_more).toBe(true);
    const page2 = await feedOf(c.ana.token, `?club_id=${c.admin.clubId}&limit=1&page=2`);
    expect(page2.items.map((i) => i.id)).toEqual([first.json().id]);
    // Without club_id, a player reads the club they joined last; the administrator their own.
    expect((await feedOf(c.ana.token)).club.id).toBe(c.admin.clubId);
    expect(await feedOf(c.admin.token)).toMatchObject({ club: { id: c.admin.clubId }, is_admin: true });
    // The players' memberships are news too (written by the database in the membership's transaction).
    const kinds = (await feedOf(c.ana.token, `?club_id=${c.admin.clubId}`)).items.map((i) => i.kind);
    expect(kinds.filter((k) => k === "member")).toHaveLength(2);
  });

  it("refuses a post without a token (401), from a player (403), empty (400 on text) or with another club's image (404)", async () => {
    const c = await clubs();
    expect((await call("POST", "/api/feed/create_post", null, { text: "x" })).statusCode).toBe(401);
    expect((await call("GET", "/api/feed/get_feed", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/feed/create_post", c.ana.token, { text: "x" })).statusCode).toBe(403);
    const empty = await call("POST", "/api/feed/create_post", c.admin.token, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({ field: "text", message: "Escribe la publicación" });
    const upload = await postUpload(t.app, c.other.token, {
      files: [{ name: "otro.png", type: "image/png", bytes: await makeImage("png") }],
      path: "feed",
    });
    const foreignImage = (upload.json() as { id: number }[])[0]?.id;
    const withForeign = await call("POST", "/api/feed/create_post", c.admin.token, {
      text: "x",
      image_id: foreignImage,
    });
    expect(withForeign.statusCode).toBe(404);
    const bad = await call("GET", "/api/feed/get_feed?page=0", c.ana.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe("page");
    expect((await call("GET", "/api/feed/get_feed?club_id=999999", c.ana.token)).statusCode).toBe(404);
    const [count] = await stored<{ n: number }>(t.ctx.db)`
      select count(*)::int as n from feed_items where club_id = ${c.admin.clubId} and kind = 'post'`;
    expect(count?.n).toBe(0);
  });

  it("counts one like per player however often they like, and unlikes", async () => {
    const c = await clubs();
    const item = await post(c.admin.token);
    const like = (token: string) =>
      call("POST", `/api/feed/like_post/${item.id}`, token, { club_id: c.admin.clubId });
    expect((await like(c.ana.token)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(c.ana.token)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await like(c.beto.token)).json()).toEqual({ liked: true, like_count: 2 });
    const [shown] = (await feedOf(c.ana.token, `?club_id=${c.admin.clubId}&limit=1`)).items;
    expect(shown).toMatchObject({ id: item.id, like_count: 2, liked: true });
    const unlike = await call("PUT", `/api/feed/unlike_post/${item.id}`, c.ana.token, {
      club_id: c.admin.clubId,
    });
    expect(unlike.json()).toEqual({ liked: false, like_count: 1 });
    expect(
      (await call("POST", `/api/feed/like_post/${item.id}`, null, { club_id: c.admin.clubId })).statusCode,
    ).toBe(401);
    const bad = await call("POST", `/api/feed/like_post/${item.id}`, c.ana.token, { club_id: "uno" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe("club_id");
  });

  it("answers 404 for another club's post or comment, in the path or through the body's club", async () => {
    const c = await clubs();
    const foreign = await post(c.other.token, "Noticia de otro club");
    const comment = await call("POST", `/api/feed/add_comment/${foreign.id}`, c.other.token, {
      club_id: c.other.clubId,
      text: "Comentario ajeno",
    });
    const commentId = comment.json().id as number;
    const mine = { club_id: c.admin.clubId };
    expect((await call("POST", `/api/feed/like_post/${foreign.id}`, c.ana.token, mine)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/feed/add_comment/${foreign.id}`, c.ana.token, { ...mine, text: "hola" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/feed/get_comments/${foreign.id}?club_id=${c.admin.clubId}`, c.ana.token))
        .statusCode,
    ).toBe(404);
    expect((await call("PUT", `/api/feed/remove_comment/${commentId}`, c.admin.token, mine)).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/feed/report_comment/${commentId}`, c.ana.token, mine)).statusCode).toBe(
      404,
    );
    // The administrator of one club cannot remove the other's post, nor reach it by naming that club.
    expect((await call("PUT", `/api/feed/remove_post/${foreign.id}`, c.admin.token)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/feed/remove_comment/${commentId}`, c.admin.token, { club_id: c.other.clubId }))
        .statusCode,
    ).toBe(403);
    const [left] = await stored<{ removed: boolean }>(t.ctx.db)`
      select removed_at is not null as removed from feed_items where id = ${foreign.id}`;
    expect(left?.removed).toBe(false);
  });

  it("lets a player comment, remove their own comment, and not another's (403); an administrator removes any", async () => {
    const c = await clubs();
    const item = await post(c.admin.token);
    const club = { club_id: c.admin.clubId };
    const add = (token: string, text: string) =>
      call("POST", `/api/feed/add_comment/${item.id}`, token, { ...club, text });
    const ana = await add(c.ana.token, "¡Me inscribo!");
    expect(ana.statusCode, ana.body).toBe(200);
    expect(ana.json()).toMatchObject({ text: "¡Me inscribo!", can_remove: true, reported: false });
    const beto = (await add(c.beto.token, "Yo también")).json() as { id: number };
    const tooLong = await add(c.ana.token, "x".repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details[0].field).toBe("text");

    const list = await call(
      "GET",
      `/api/feed/get_comments/${item.id}?club_id=${c.admin.clubId}`,
      c.ana.token,
    );
    expect(
      list.json().comments.map((k: { text: string; can_remove: boolean }) => [k.text, k.can_remove]),
    ).toEqual([
      ["¡Me inscribo!", true],
      ["Yo también", false],
    ]);
    const refused = await call("PUT", `/api/feed/remove_comment/${beto.id}`, c.ana.token, club);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call("PUT", `/api/feed/remove_comment/${ana.json().id}`, c.ana.token, club)).statusCode,
    ).toBe(200);
    expect((await call("PUT", `/api/feed/remove_comment/${beto.id}`, c.admin.token, club)).statusCode).toBe(
      200,
    );
    const after = await call(
      "GET",
      `/api/feed/get_comments/${item.id}?club_id=${c.admin.clubId}`,
      c.ana.token,
    );
    expect(after.json().comments).toEqual([]);
    const [shown] = (await feedOf(c.ana.token, `?club_id=${c.admin.clubId}&limit=1`)).items;
    expect(shown).toMatchObject({ id: item.id, comment_count: 0 });
  });

  it("takes one report per player, shows it to the club's administrators, who remove the comment from there", async () => {
    const c = await clubs();
    const item = await post(c.admin.token);
    const club = { club_id: c.admin.clubId };
    const comment = (
      await call("POST", `/api/feed/add_comment/${item.id}`, c.beto.token, { ...club, text: "Spam" })
    ).json() as { id: number };
    const report = () =>
      call("POST", `/api/feed/report_comment/${comment.id}`, c.ana.token, { ...club, reason: "Publicidad" });
    expect((await report()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(200);
    const own = await call("POST", `/api/feed/report_comment/${comment.id}`, c.beto.token, club);
    expect(own.statusCode).toBe(409);
    const [count] = await stored<{ n: number }>(t.ctx.db)`
      select count(*)::int as n from feed_comment_reports where comment_id = ${comment.id}`;
    expect(count?.n).toBe(1);

    expect((await call("GET", "/api/admin/feed/get_reports", c.ana.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/feed/get_reports", null)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/feed/get_reports", c.other.token)).json().reports).toEqual([]);
    const reports = await call("GET", "/api/admin/feed/get_reports", c.admin.token);
    expect(reports.json().reports).toEqual([
      expect.objectContaining({
        comment: expect.objectContaining({ id: comment.id, text: "Spam", can_remove: true }),
        report_count: 1,
        reasons: ["Publicidad"],
      }),
    ]);
    expect(
      (await call("PUT", `/api/feed/remove_comment/${comment.id}`, c.admin.token, club)).statusCode,
    ).toBe(200);
    expect((await call("GET", "/api/admin/feed/get_reports", c.admin.token)).json().reports).toEqual([]);
  });

  it("lets the administrator remove a post: it leaves the feed, and its likes and comments are 404", async () => {
    const c = await clubs();
    const item = await post(c.admin.token);
    expect((await call("PUT", `/api/feed/remove_post/${item.id}`, c.ana.token)).statusCode).toBe(403);
    expect((await call("PUT", `/api/feed/remove_post/${item.id}`, c.admin.token)).statusCode).toBe(200);
    expect((await call("PUT", `/api/feed/remove_post/${item.id}`, c.admin.token)).statusCode).toBe(404);
    const ids = (await feedOf(c.ana.token, `?club_id=${c.admin.clubId}`)).items.map((i) => i.id);
    expect(ids).not.toContain(item.id);
    const like = await call("POST", `/api/feed/like_post/${item.id}`, c.ana.token, {
      club_id: c.admin.clubId,
    });
    expect(like.statusCode).toBe(404);
  });

  it("lists a new member of the club once", async () => {
    const c = await clubs();
    const newcomer = await createUser(t.ctx.db);
    await addMember(t.ctx.db, c.admin.clubId, newcomer.id);
    const members = (await feedOf(c.ana.token, `?club_id=${c.admin.clubId}`)).items.filter(
      (i) => i.kind === "member",
    );
    expect(members).toHaveLength(3);
    expect(members[0]).toMatchObject({ author: { username: newcomer.username, name: "Nombre A." } });
  });
});
