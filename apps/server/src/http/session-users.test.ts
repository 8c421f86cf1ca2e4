import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { users } from "../db/schema";
import { findSessionUser } from "../modules/users/users.repository";
import { createSessionUsers } from "./session-users";

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

    await t.ctx.db.update(users).set({ name: "Después" }).where(eq(users.id, user.id));
    expect((await sessions.find(user.id))?.name).toBe("Antes");
    sessions.forget(user.id);
    expect((await sessions.find(user.id))?.name).toBe("Después");
  });

  it("reads again once the entry is older than its time to live", async () => {
    const user = await createUser(t.ctx.db, { name: "Uno" });
    const sessions = createSessionUsers((userId) => findSessionUser(t.ctx.db, userId), 20);
    expect((await sessions.find(user.id))?.name).toBe("Uno");
    await t.ctx.db.update(users).set({ name: "Dos" }).where(eq(users.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await sessions.find(user.id))?.name).toBe("Dos");
  });

  it("does not remember unknown users", async () => {
    const sessions = createSessionUsers((userId) => findSessionUser(t.ctx.db, userId), 60_000);
    expect(await sessions.find(2_000_000_000)).toBeNull();
  });
});
