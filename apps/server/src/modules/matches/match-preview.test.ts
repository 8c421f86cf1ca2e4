import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createClub, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

const clock = testClock("2026-11-23T12:00:00Z");
// index.html as the web build leaves it: its own title and description, and the app's script.
const INDEX = `<!doctype html><html lang="es-CL"><head><meta name="description" content="Reservas, partidos y gestión de tu club de pádel" /><title>Club Padel</title></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12.js"></script></body></html>`;

describe(`a shared match's link preview (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "club-dist-"));
    writeFileSync(path.join(dist, "index.html"), INDEX);
    t = await createTestApp({
      webDist: dist,
      now: clock.now,
      config: { publicUrl: "https://club.example.cl" },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function sharedMatch() {
    const club = await createClub(t.ctx.db, { name: `Club <b>"Norte"</b>` });
    // "$`" and "$&" are replacement patterns of String.replace: the name must come out as written.
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha $` $&" });
    const booker = await createUser(t.ctx.db, { category: "4ta" });
    const token = await t.ctx.tokens.sign(booker.id);
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: {
        club_id: club.id,
        court_id: court.id,
        date: "2026-11-25",
        start_time: "19:00",
        duration_int: 90,
      },
    });
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/match/create_match",
      headers: bearer(token),
      payload: {
        booking_slug: booked.json().slug,
        open_places: 2,
        visibility: "link",
        strongest_category: "M3ra",
        weakest_category: "M5ta",
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json() as { slug: string };
  }

  it("puts the match's title, description and card in the page, escaped, with the app's script as it was", async () => {
    const { slug } = await sharedMatch();
    const res = await t.app.inject({ method: "GET", url: `/match/${slug}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = "Partido en Club &#60;b&#62;&#34;Norte&#34;&#60;/b&#62;: Cancha $` $&#38;";
    const description =
      "miércoles, 25 de noviembre, 19:00 a 20:30 · M3ra a M5ta · 2 cupos libres · $7.000 por jugador";
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${description}">`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain(`<meta property="og:url" content="https://club.example.cl/match/${slug}">`);
    expect(html).toContain(`<meta property="og:image" content="https://club.example.cl/icons/icon-512.png">`);
    expect(html).not.toContain("<b>");
    expect(html).toContain(`<script type="module" src="/assets/index-Ab12.js"></script>`);
  });

  it("sends the plain page for a link that names no match", async () => {
    const { slug } = await sharedMatch();
    for (const url of [`/match/${"x".repeat(16)}${slug.slice(16)}`, "/match/corto"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
