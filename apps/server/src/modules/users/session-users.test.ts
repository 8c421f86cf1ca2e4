import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { createSessionUsers } from "../../http/session-users";
import { findSessionUser } from "./users.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("session users", () => {
  it("serves a user from memory until forgotten, then reads the database again", async () => {
    const user = await createUser(t.ctx.db, { name: "Antes" });
    const sessions = createSessionUsers((userId) => findSessionUser(t.ctx.db, userId), 60_000);
    expect((await sessions.find(user.id))?.name).toBe("Antes");

    await stored(t.ctx.db)`update users set name = ${"Después"} where id = ${user.id}`;
    expect((await sessions.find(user.id))?.name).toBe("Antes");
    sessions.forget(user.id);
    expect((await sessions.find(user.id))?.name).toBe("Después");
  });

  it("reads again once the entry is older than its time to live", async () => {
    const user = await createUser(t.ctx.db, { name: "Uno" });
    const sessions = createSessionUsers((userId) => findSessionUser(t.ctx.db, userId), 20);
    expect((await sessions.find(user.id))?.name).toBe("Uno");
    await stored(t.ctx.db)`update users set name = ${"Dos"} where id = ${user.id}`;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await sessions.find(user.id))?.name).toBe("Dos");
  });

  it("reads again, after the change, a lookup under way when the user is forgotten", async () => {
    const user = await createUser(t.ctx.db, { name: "Antes" });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const sessions = createSessionUsers(async (userId) => {
      reads++;
      const row = await findSessionUser(t.ctx.db, userId);
      if (reads === 1) await gate;
      return row;
    }, 60_000);
    const pending = sessions.find(user.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stored(t.ctx.db)`update users set name = ${"Después"} where id = ${user.id}`;
    sessions.forget(user.id);
    release();
    expect((await pending)?.name).toBe("Después");
    expect((await sessions.find(user.id))?.name).toBe("Después");
  });

  it("does not remember unknown users", async () => {
    const sessions = createSessionUsers((userId) => findSessionUser(t.ctx.db, userId), 60_000);
    expect(await sessions.find(2_000_000_000)).toBeNull();
  });
});
