import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { makeImage, postUpload } from "../../../test/upload-helpers";

describe("club set-up: bad input", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  });
  afterAll(() => t.close());

  const updateClub = (token: string, data: unknown) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/club/update_club",
      headers: bearer(token),
      payload: { data } as object,
    });

  it.each([
    ["name", ""],
    ["name", "   "],
    ["phone", "llámame"],
    ["support_email", "no-es-correo"],
    ["logo_key", "logo.png"],
    ["time_zone", "Chile/Nada"],
    ["time_zone", "GMT+3"],
    ["time_zone", ""],
    // Known to Node's ICU, not to the database's zones: its sales could not be counted by its days.
    ["time_zone", "US/Pacific-New"],
    // An abbreviation: the database reads it as a fixed offset, the runtime with summer time.
    ["time_zone", "CET"],
    ["enabled_services", [4]],
    ["enabled_services", [1, 1]],
    ["booking_window_days", 400],
    ["booking_window_days", 1.5],
    ["cancellation_hours", -1],
    ["online_payment_percentage", 30],
    ["booking_hold_minutes", 2],
  ])("refuses %s = %j with 400 naming the field in Spanish, changing nothing", async (field, value) => {
    const res = await updateClub(admin.token, { address: "No debe guardarse", [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    const details: { field: string; message: string }[] = res.json().error.details;
    const detail = details.find((d) => d.field === `data.${field}` || d.field.startsWith(`data.${field}.`));
    expect(detail, res.body).toBeDefined();
    expect(detail?.message).not.toMatch(/\b(expected|invalid|received)\b/i);
    const club = await t.app.inject({
      method: "GET",
      url: "/api/admin/club/get_club",
      headers: bearer(admin.token),
    });
    expect(club.json().data.address).toBe("");
  });

  it("refuses as logo an image another club uploaded, or a key that names no upload", async () => {
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const upload = await postUpload(t.app, other.token, {
      files: [{ name: "logo.png", type: "image/png", bytes: await makeImage("png", 64, 64) }],
      path: "clubs",
    });
    const foreignKey = (upload.json()[0].url as string).replace("/api/files/", "");
    for (const key of [foreignKey, "00000000-0000-4000-8000-000000000000"]) {
      const res = await updateClub(admin.token, { logo_key: key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: "data.logo_key", message: "El logo debe ser una imagen subida por el club" },
      ]);
    }
  });
});
