import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createAdmin, createUser } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import { stored } from "../../../test/stored";

const PER_CLUB = 6;

describe(`a player's category fixed by two clubs at once (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  /**
   * On PostgreSQL the test holds the player's row, fires every request, waits until all of them wait on
   * it and lets go: whatever each read before, only the statement that writes decides. (PGlite runs one
   * transaction at a time: there the requests go one by one.)
   */
  async function atOnce<T>(userId: number, fire: () => Promise<T>): Promise<T> {
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await stored(tx)`select id from users where id = ${userId} for update`;
      answers = fire();
      for (let i = 0; i < 200; i++) {
        if ((await lockWaiters(t.ctx.db)) >= 2 * PER_CLUB) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the requests never all waited on the database");
    });
    return answers as Promise<T>;
  }

  it("lets one club win; every request of the other gets 409 and its category is never written", async () => {
    const andes = await createAdmin(t.ctx.db, t.ctx.tokens);
    const demo = await createAdmin(t.ctx.db, t.ctx.tokens);
    const player = await createUser(t.ctx.db, { category: "4ta" });
    await addMember(t.ctx.db, andes.clubId, player.id);
    await addMember(t.ctx.db, demo.clubId, player.id);
    const place = (token: string, category: string) =>
      t.send("PUT", `/api/admin/rank/set_player_category/${player.id}`, token, { category, by_hand: true });
    const race = () =>
      Promise.all(
        Array.from({ length: PER_CLUB }, () => [
          place(andes.token, "M2da"),
          place(demo.token, "M1ra"),
        ]).flat(),
      );
    const results = onPostgres ? await atOnce(player.id, race) : await race();
    const byClub = [0, 1].map((club) => results.filter((_, i) => i % 2 === club).map((r) => r.status));
    const winner = byClub[0]?.[0] === 200 ? 0 : 1;
    expect(byClub[winner]).toEqual(Array(PER_CLUB).fill(200));
    expect(byClub[1 - winner]).toEqual(Array(PER_CLUB).fill(409));
    const [row] = await stored<{ category: string; fixed_by: number }>(t.ctx.db)`
      select category, category_fixed_by as fixed_by from users where id = ${player.id}`;
    expect(row).toEqual(
      winner === 0 ? { category: "2da", fixed_by: andes.clubId } : { category: "1ra", fixed_by: demo.clubId },
    );
  });
});
