import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createClub } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { makeImage, postUpload } from "../../../test/upload-helpers";

describe("club set-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getClub = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/admin/club/get_club", headers: bearer(token) });
  const updateClub = (token: string, data: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/club/update_club",
      headers: bearer(token),
      payload: { data },
    });

  async function uploadLogo(token: string) {
    const res = await postUpload(t.app, token, {
      files: [{ name: "logo.png", type: "image/png", bytes: await makeImage("png", 200, 200) }],
      path: "clubs",
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json()[0].url;
    return url.replace("/api/files/", "");
  }

  it("lists publicly, by name, only the clubs that take bookings, with address and logo", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const key = await uploadLogo(admin.token);
    await updateClub(admin.token, { name: "AAA Padel Norte", address: "Av. Kennedy 123", logo_key: key });
    await createClub(t.ctx.db, { name: "AAA Sin reservas", enabledServices: [2, 3] });
    const res = await t.app.inject({ method: "GET", url: "/api/clubs" });
    expect(res.statusCode).toBe(200);
    const clubs: { name: string }[] = res.json().data;
    expect(clubs.map((c) => c.name)).not.toContain("AAA Sin reservas");
    expect(clubs[0]).toEqual({
      id: admin.clubId,
      name: "AAA Padel Norte",
      address: "Av. Kennedy 123",
      logo: `/api/files/${key}`,
    });
    expect(clubs.map((c) => c.name)).toEqual([...clubs.map((c) => c.name)].sort());
  });

  it("answers the session's club with its defaults", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await getClub(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: admin.clubId,
      address: "",
      phone: "",
      support_email: "soporte@clubpadel.cl",
      logo_key: null,
      logo: null,
      time_zone: "America/Santiago",
      enabled_services: [1, 2, 3],
      booking_window_days: 14,
      cancellation_hours: 24,
      online_payment_percentage: 0,
      booking_hold_minutes: 15,
    });
  });

  it("changes only the fields sent, and keeps them", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const key = await uploadLogo(admin.token);
    const res = await updateClub(admin.token, {
      name: "  Padel Los Leones ",
      phone: "+56 9 1234 5678",
      support_email: "hola@leones.cl",
      logo_key: key,
      time_zone: "America/Punta_Arenas",
      enabled_services: [2, 1],
      booking_window_days: 30,
      cancellation_hours: 6,
      online_payment_percentage: 50,
      booking_hold_minutes: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: "Club actualizado" });
    const expected = {
      name: "Padel Los Leones",
      address: "",
      phone: "+56 9 1234 5678",
      support_email: "hola@leones.cl",
      logo_key: key,
      logo: `/api/files/${key}`,
      time_zone: "America/Punta_Arenas",
      enabled_services: [1, 2],
      booking_window_days: 30,
      cancellation_hours: 6,
      online_payment_percentage: 50,
      booking_hold_minutes: 10,
    };
    expect(res.json().data).toMatchObject(expected);
    expect((await getClub(admin.token)).json().data).toMatchObject(expected);

    const partial = await updateClub(admin.token, { address: "Camino Real 45", logo_key: null });
    expect(partial.json().data).toMatchObject({
      ...expected,
      address: "Camino Real 45",
      logo_key: null,
      logo: null,
    });
    // An update with nothing in it is a mistake of the caller, refused like on every update route.
    expect((await updateClub(admin.token, {})).statusCode).toBe(400);
    expect((await getClub(admin.token)).json().data.address).toBe("Camino Real 45");
  });
});
