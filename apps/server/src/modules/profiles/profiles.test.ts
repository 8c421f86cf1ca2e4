import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { addMember, createAdmin, createClub } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { BEFORE_MATCH, playedMatches } from "../../../test/played-matches";
import { stored } from "../../../test/stored";
import { makeImage, postUpload } from "../../../test/upload-helpers";

const clock = testClock(BEFORE_MATCH);

describe(`profiles (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const { call, player, confirmedMatch } = playedMatches(() => t, clock);
  const profileOf = (username: string, token: string) =>
    call("GET", `/api/user/find_user/${encodeURIComponent(username)}`, token);
  const update = (username: string, token: string, body: object) =>
    call("PUT", `/api/user/update_profile/${encodeURIComponent(username)}`, token, body);

  it("shows a player's record, place and last results from their side, and their private data to them alone", async () => {
    const m = await confirmedMatch();
    const own = await profileOf(m.rival1.username, m.rival1.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      username: m.rival1.username,
      category: "M4ta",
      club: { id: m.club.id },
      played: 1,
      won: 0,
      ranking_position: 3,
      own: true,
      private: { email: expect.stringContaining("@"), hide_phone: true, hide_from_ranking: false },
      last_results: [
        {
          match_slug: m.slug,
          date: "2026-11-25",
          sets: [
            [0, 6],
            [0, 6],
          ],
          won: false,
        },
      ],
    });
    const [result] = own.json().last_results;
    expect(result.rivals).toHaveLength(2);
    const winner = (await profileOf(m.booker.username, m.rival1.token)).json();
    expect(winner).toMatchObject({ played: 1, won: 1, ranking_position: 1, own: false, private: null });
    expect(winner.last_results[0]).toMatchObject({
      sets: [
        [6, 0],
        [6, 0],
      ],
      won: true,
    });
    expect(JSON.stringify(winner)).not.toMatch(/"email"|"rut"/);
  });

  it("lets the player's club administrators see private data, not another club's, and hides a hidden phone from others", async () => {
    const m = await confirmedMatch();
    const ownAdmin = await createAdmin(t.ctx.db, t.ctx.tokens, m.club.id);
    const otherAdmin = await createAdmin(t.ctx.db, t.ctx.tokens);
    expect(
      (await update(m.partner.username, m.partner.token, { hide_phone: true, phone: "+56 9 1111 2222" }))
        .statusCode,
    ).toBe(200);
    const byOwnAdmin = (await profileOf(m.partner.username, ownAdmin.token)).json();
    expect(byOwnAdmin.private).toMatchObject({ hide_phone: true, phone: expect.any(String) });
    expect(byOwnAdmin.phone).toBe("+56 9 1111 2222");
    const byOtherAdmin = (await profileOf(m.partner.username, otherAdmin.token)).json();
    expect(byOtherAdmin).toMatchObject({ private: null, phone: null });
    const byPlayer = (await profileOf(m.partner.username, m.booker.token)).json();
    expect(byPlayer).toMatchObject({ private: null, phone: null });
    await update(m.rival2.username, m.rival2.token, { phone: "+56 9 3333 4444" });
    expect((await profileOf(m.rival2.username, m.booker.token)).json().phone).toBeNull();
    await update(m.rival2.username, m.rival2.token, { hide_phone: false });
    expect((await profileOf(m.rival2.username, m.booker.token)).json().phone).toBe("+56 9 3333 4444");
  });

  it("lets only the owner edit their profile, checks each field, and keeps a category the club fixed", async () => {
    const me = await player();
    const other = await player();
    const edited = await update(me.username.toUpperCase(), me.token, {
      name: " Ana ",
      phone: "+56 9 8765 4321",
      category: "M3ra",
      side: "reves",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Ana",
      category: "M3ra",
      side: "reves",
      phone: "+56 9 8765 4321",
    });
    const forbidden = await update(me.username, other.token, { name: "Intruso" });
    expect(forbidden.statusCode).toBe(403);
    expect((await update("nadie-con-este-nombre", me.token, { name: "X" })).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: "PUT",
      url: `/api/user/update_profile/${me.username}`,
      payload: { name: "X" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await update(me.username, me.token, { phone: "abc" })).json()).toMatchObject({
      error: { details: [{ field: "phone" }] },
    });
    expect((await update(me.username, me.token, { category: "M9na" })).json()).toMatchObject({
      error: { details: [{ field: "category" }] },
    });
    expect((await update(me.username, me.token, {})).statusCode).toBe(400);
    const [row] = await stored<{ name: string }>(t.ctx.db)`select name from users where id = ${me.id}`;
    expect(row?.name).toBe("Ana");
    await stored(t.ctx.db)`update users set category_by_hand = true where id = ${me.id}`;
    expect((await update(me.username, me.token, { category: "M1ra" })).statusCode).toBe(409);
    expect((await update(me.username, me.token, { category: "M3ra", side: null })).statusCode).toBe(200);
    expect((await profileOf(me.username, me.token)).json().category_locked).toBe("club");

    // Five confirmed matches at a club with thresholds: from then on the results move the category.
    const settled = await player();
    const club = await createClub(t.ctx.db);
    await stored(
      t.ctx.db,
    )`insert into category_thresholds (club_id, category, min_points) values (${club.id}, '3ra', 1200)`;
    await stored(
      t.ctx.db,
    )`insert into player_ratings (club_id, user_id, mu, sigma, points, played, won, updated_at)
      values (${club.id}, ${settled.id}, 25, 3, 1000, 5, 3, now())`;
    expect((await update(settled.username, settled.token, { category: "M1ra" })).json()).toMatchObject({
      error: { message: "Tu categoría ya la mueven tus resultados en el club, según sus umbrales" },
    });
    expect((await profileOf(settled.username, settled.token)).json().category_locked).toBe("results");
  });

  it("leaves a player who hides from the ranking out of it and without a place", async () => {
    const m = await confirmedMatch();
    await update(m.booker.username, m.booker.token, { hide_from_ranking: true });
    const ranking = await t.app.inject({ method: "GET", url: `/api/rank/get_ranking?club_id=${m.club.id}` });
    expect(ranking.json().players.map((p: { username: string }) => p.username)).not.toContain(
      m.booker.username,
    );
    expect((await profileOf(m.booker.username, m.booker.token)).json()).toMatchObject({
      ranking_position: null,
      played: 1,
    });
  });

  it("takes the owner's photo, replaces the previous one, and refuses anyone else's upload", async () => {
    const me = await player();
    const other = await player();
    const photo = async (token: string, name = "yo.png") =>
      postUpload(t.app, token, {
        url: `/api/user/upload_photo/${me.username}`,
        files: [{ name, type: "image/png", bytes: await makeImage("png", 400, 400) }],
      });
    const first = await photo(me.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().photo_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/);
    const second = await photo(me.token, "otra.png");
    expect(second.json().photo_url).not.toBe(first.json().photo_url);
    const kept = await stored<{ n: number }>(t.ctx.db)`
      select count(*)::int as n from uploads where uploaded_by = ${me.id}`;
    expect(kept[0]?.n).toBe(1);
    expect((await photo(other.token)).statusCode).toBe(403);
    const notImage = await postUpload(t.app, me.token, {
      url: `/api/user/upload_photo/${me.username}`,
      files: [{ name: "yo.png", type: "image/png", bytes: Buffer.from("no soy una imagen") }],
    });
    expect(notImage.json()).toMatchObject({ error: { details: [{ field: "files" }] } });
    const signedOut = await postUpload(t.app, null, {
      url: `/api/user/upload_photo/${me.username}`,
      files: [],
    });
    expect(signedOut.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/find_user/${me.username}` })).statusCode,
    ).toBe(401);
    // A player's photo belongs to no club: no club's administrator may put it on a post.
    const [photoRow] = await stored<{ id: number }>(
      t.ctx.db,
    )`select id from uploads where uploaded_by = ${me.id}`;
    const anyAdmin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const post = await t.app.inject({
      method: "POST",
      url: "/api/feed/create_post",
      headers: bearer(anyAdmin.token),
      payload: { text: "Foto ajena", image_id: photoRow?.id },
    });
    expect(post.statusCode).toBe(404);
    const club = await createAdmin(t.ctx.db, t.ctx.tokens);
    await addMember(t.ctx.db, club.clubId, me.id);
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/user/find_user/${me.username}`,
      headers: bearer(club.token),
    });
    expect(seen.json().photo_url).toBe(second.json().photo_url);
  });
});
