import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../test/harness";
import { stored } from "../../test/stored";

const lines: string[] = [];
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: "info" }, logStream: { write: (line) => lines.push(line) } });
  adminToken = (await createAdmin(t.ctx.db, t.ctx.tokens)).token;
  // The database refuses the new account's row (a full disk, a failover): a real 500 from the INSERT
  // that carries the whole registration, with a detail naming a value as PostgreSQL's own details do.
  await stored(t.ctx.db)`
    create function refuse_user() returns trigger language plpgsql as $$
    begin
      raise exception 'no se pudo escribir' using detail = 'Key (email)=(' || new.email || ') failed';
    end $$`;
  await stored(
    t.ctx.db,
  )`create trigger refuse_user before insert on users for each row execute function refuse_user()`;
});
afterAll(() => t.close());

const registration = {
  name: "Tomasina",
  lastname: "Fuenzalida",
  username: "tomasina_f",
  email: "tomasina@example.cl",
  rut: "12.345.678-5",
  phone: "+56 9 8765 4321",
  category: "4ta",
  password: "clave-muy-segura-123",
  accept_terms: true,
};

describe("the log", () => {
  it("records a failed registration and requests without personal data, hashes, tokens or query values", async () => {
    const failed = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration });
    expect(failed.statusCode).toBe(500);
    await t.app.inject({
      method: "GET",
      url: "/api/admin/item/search_items_by_string/tomasina?page=1&correo=tomasina@example.cl",
      headers: bearer(adminToken),
    });
    await t.app.inject({ method: "GET", url: "/password_reset?code=codigo-secreto-del-correo" });

    const log = lines.join("");
    for (const secret of [
      ...Object.values(registration).filter((value) => typeof value === "string"),
      "12345678-5",
      "$argon2id$",
      "Key (email)",
      adminToken,
      "codigo-secreto-del-correo",
      "tomasina",
    ]) {
      expect(log.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
    // The failure is there, with its request id, route and the database's error code.
    expect(log).toContain(failed.json().error.requestId);
    expect(log).toContain("unhandled error");
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain("/api/admin/item/search_items_by_string/:text");
  });

  it("logs a path with a broken escape, or no route at all, by route pattern, never its raw text", async () => {
    const before = lines.length;
    const slug = "reserva-de-tomasina-9f3a";
    const broken = await t.app.inject({
      method: "GET",
      url: `/api/booking/find_booking_by_slug/${slug}%E0%A4%A`,
    });
    expect(broken.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "GET", url: `/api/booking/no_existe/${slug}` });
    expect(unknown.statusCode).toBe(404);
    const logged = lines.slice(before).join("\n");
    expect(logged).not.toContain(slug);
    expect(logged).toContain('"url":"/api/booking/find_booking_by_slug/:slug"');
    expect(logged).toContain('"url":"(sin ruta)"');
  });

  it("keeps e-mail addresses out of error messages, such as a mail server's refusal", () => {
    const before = lines.length;
    t.app.log.error(
      {
        err: new Error(
          "Can't send mail - all recipients were rejected: 550 5.1.1 <ana.perez@correo.cl>: rejected",
        ),
      },
      "no se pudo enviar la confirmación de la reserva",
    );
    const logged = lines.slice(before).join("\n");
    expect(logged).toContain("550 5.1.1 <<correo>>: rejected");
    expect(logged).not.toContain("ana.perez");
  });
});
