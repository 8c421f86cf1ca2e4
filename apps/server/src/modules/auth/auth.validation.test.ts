import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

const RUT_MESSAGE = "RUT inválido: revisa el formato 12345678-5 y el dígito verificador";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const register = (rut: string) => {
  n += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: `10.3.0.${n}`,
    payload: {
      name: "Rosa",
      lastname: "Ceros",
      username: `ceros_${n}`,
      email: `ceros${n}@example.cl`,
      rut,
      phone: "+56 9 1234 5678",
      category: "4ta",
      password: "clave-segura-123",
      accept_terms: true,
    },
  });
};

describe("a RUT is one identity whatever its spelling", () => {
  it.each(["0-0", "00000000-0", "0.000.000-0"])("refuses the zero RUT %s on the field rut", async (rut) => {
    const res = await register(rut);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: "rut", message: RUT_MESSAGE }]);
  });

  it("stores the RUT without leading zeros, so a spelling with zeros is the same person", async () => {
    const first = await register("07654321-6");
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await stored<{ rut: string }>(
      t.ctx.db,
    )`select rut from users where id = ${first.json().user.id}`;
    expect(row?.rut).toBe("7654321-6");
    const again = await register("7.654.321-6");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      { field: "rut", message: "Ya existe una cuenta con ese RUT" },
    ]);
  });
});
