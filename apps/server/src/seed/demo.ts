import { randomBytes } from "node:crypto";
import { localToday } from "@club/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config";
import type { Db, DbOrTx } from "../db/client";
import { clubs } from "../db/schema";
import { hashPassword } from "../modules/auth/passwords";
import { seedCatalogIfEmpty } from "./catalog";
import { DEMO_USERNAMES, seedDemoAccounts } from "./demo-accounts";
import { seedDemoBookings } from "./demo-bookings";
import { seedDemoClubs } from "./demo-clubs";
import { seedDemoCourts } from "./demo-courts";
import { seedDemoFeed } from "./demo-feed";
import { seedDemoInventory, seedDemoStockHistory } from "./demo-inventory";
import { seedDemoNotifications } from "./demo-notifications";
import { seedDemoPlayers } from "./demo-players";
import { seedDemoSales } from "./demo-sales";
import { planSeason, seedSeason } from "./demo-season";

// Any fixed number works: it only has to be the same for every instance that may seed at once.
const SEED_LOCK_KEY = 7_240_001;

const clubsAreEmpty = async (db: DbOrTx) =>
  (await db.select({ id: clubs.id }).from(clubs).limit(1)).length === 0;

/**
 * Fills an empty database with two demo clubs, their accounts, forty players with a month of matches and
 * results (the ranking and the feed), registers, courts, bookings, inventory, notifications and months of sales, so a fresh
 * install (and the e2e suite) has something to show. Returns whether it seeded; a non-empty database is
 * left untouched. Later areas add one seed function each, called from the transaction below.
 */
export async function seedDemoIfEmpty(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<boolean> {
  // The demo club's items are imported from the global catalog; it is idempotent and usually already there.
  await seedCatalogIfEmpty(db);
  if (!(await clubsAreEmpty(db))) return false;
  const password = config.demoPassword ?? randomBytes(9).toString("base64url");
  // Hashed outside the transaction so it stays short; one hash per account, each with its own salt.
  const [adminHash, playerHash, admin2Hash] = await Promise.all(
    DEMO_USERNAMES.map(() => hashPassword(password)),
  );
  if (!adminHash || !playerHash || !admin2Hash) throw new Error("demo password hashes missing");

  const now = new Date();
  const seeded = await db.transaction(async (tx) => {
    // Several instances starting together against one PostgreSQL: the first seeds, the others wait here,
    // then see the clubs and leave.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await clubsAreEmpty(tx))) return false;
    const demoClubs = await seedDemoClubs(tx, config);
    const demoCourts = await seedDemoCourts(tx, demoClubs);
    // Before the accounts: stocking the shelves alerts no one (see seedDemoInventory).
    const demoItems = await seedDemoInventory(tx, demoClubs);
    const accounts = await seedDemoAccounts(tx, demoClubs, {
      admin: adminHash,
      jugador: playerHash,
      admin2: admin2Hash,
    });
    await seedDemoNotifications(tx, demoClubs, accounts, demoItems);
    await seedDemoStockHistory(tx, demoClubs, accounts, demoItems);
    const players = await seedDemoPlayers(tx, demoClubs.demo.id, playerHash, now);
    const season = planSeason(
      demoCourts.demo[2] as number,
      localToday(now, "America/Santiago"),
      players,
      accounts.jugador.id,
    );
    const booked = await seedDemoBookings(tx, demoClubs, demoCourts, accounts, now, season);
    const bookingAt = new Map(booked.map((row) => [`${row.courtId}@${row.startsAt.getTime()}`, row.id]));
    const levels = new Map(players.map((player) => [player.id, player.level]));
    await seedSeason(tx, {
      clubId: demoClubs.demo.id,
      games: season,
      bookingIdAt: (courtId, startsAt) => bookingAt.get(`${courtId}@${startsAt.getTime()}`),
      levelOf: (userId) => levels.get(userId) ?? 3,
    });
    await seedDemoFeed(tx, { clubId: demoClubs.demo.id, adminId: accounts.admin.id, now });
    return { clubId: demoClubs.demo.id, userId: accounts.admin.id };
  });
  if (!seeded) return false;
  // After the clubs exist (other instances starting now see them and leave): each sale in its own
  // transaction, through the orders service.
  await seedDemoSales(db, { ...seeded, now });

  const usernames = DEMO_USERNAMES.join(", ");
  if (config.demoPassword) {
    log.info(`Datos demo creados. Cuentas demo (${usernames}) con la contraseña de DEMO_PASSWORD.`);
  } else {
    // Shown once: the accounts are only created on this first start and the password is not stored.
    log.warn(`Contraseña de las cuentas demo (${usernames}): ${password}`);
  }
  return true;
}
