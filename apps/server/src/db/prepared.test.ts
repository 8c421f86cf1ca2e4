import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClub } from "../../test/factories";
import { onPostgres, openTestDatabase } from "../../test/harness";
import type { Database, Tx } from "./client";
import { preparedInTransaction } from "./prepared";
import { clubs } from "./schema";

describe("preparedInTransaction", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  let builds = 0;
  const renameQuery = (tx: Tx, name: string) => {
    builds += 1;
    return tx
      .update(clubs)
      .set({ name: sql`${sql.placeholder("name")}` })
      .where(eq(clubs.id, sql.placeholder("id")))
      .returning({ name: clubs.name })
      .prepare(name);
  };
  const rename = (tx: Tx, id: number, name: string) =>
    preparedInTransaction(tx, "test_rename_club", renameQuery).execute({ id, name });
  const nameOf = async (id: number) =>
    (await database.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, id)))[0]?.name;

  it("runs inside each transaction it is given: its write is undone with a rollback, kept with a commit", async () => {
    const club = await createClub(database.db, { name: "Antes" });
    await expect(
      database.db.transaction(async (tx) => {
        expect(await rename(tx, club.id, "Deshecho")).toEqual([{ name: "Deshecho" }]);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await nameOf(club.id)).toBe("Antes");

    await database.db.transaction((tx) => rename(tx, club.id, "Guardado"));
    expect(await nameOf(club.id)).toBe("Guardado");
    expect(builds).toBe(1);
  });

  // PGlite has one connection: there the two transactions run one after the other, each on its own.
  it(`runs on the connection of its own transaction (${onPostgres ? "two open at once" : "one after the other"})`, async () => {
    const [one, two] = [await createClub(database.db), await createClub(database.db)];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (!onPostgres) release();
    // The first transaction holds its uncommitted write while the second one runs the same statement.
    const first = database.db.transaction(async (tx) => {
      await rename(tx, one.id, "Primera");
      await held;
      const [row] = await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, one.id));
      return row?.name;
    });
    if (!onPostgres) await first;
    await database.db
      .transaction(async (tx) => {
        await rename(tx, two.id, "Segunda");
        const names = await tx
          .select({ id: clubs.id, name: clubs.name })
          .from(clubs)
          .where(sql`${clubs.id} in (${one.id}, ${two.id})`)
          .orderBy(clubs.id);
        // Its own uncommitted name, not the first transaction's: the statement ran on this one's connection.
        expect(names.map((c) => c.name)).toEqual([onPostgres ? one.name : "Primera", "Segunda"]);
      })
      .finally(release);
    expect(await first).toBe("Primera");
    expect([await nameOf(one.id), await nameOf(two.id)]).toEqual(["Primera", "Segunda"]);
  });
});
