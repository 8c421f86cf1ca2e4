import { afterAll, beforeAll, describe, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { createAdmin, createUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";

describe("the club's users: who may call", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function calls(): Promise<{ clubId: number; calls: GuardedCall[] }> {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const player = await createUser(t.ctx.db, { clubId: admin.clubId });
    return {
      clubId: admin.clubId,
      calls: [
        { method: "GET", url: "/api/admin/user/get_club_users?search=ines" },
        { method: "GET", url: `/api/admin/user/find_club_user/${player.id}` },
        {
          method: "PUT",
          url: `/api/admin/user/set_club_administrator/${player.id}`,
          payload: { club_administrator: true },
        },
      ],
    };
  }

  it("answers 401 without a valid token", async () => {
    await expectUnauthenticatedRefused(t, (await calls()).calls);
  });

  it("answers 403 to players, members of the club included", async () => {
    const { clubId, calls: list } = await calls();
    await expectPlayersRefused(t, list, clubId);
  });
});
