import type { Tx } from "../db/client";
import { clubMemberships, users } from "../db/schema";
import type { DemoClubs } from "./demo-clubs";

export const DEMO_USERNAMES = ["admin", "jugador", "admin2"] as const;
type DemoUsername = (typeof DEMO_USERNAMES)[number];

export type DemoAccounts = Record<DemoUsername, { id: number }>;

async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error(`demo user ${values.username} not inserted`);
  return user;
}

export async function seedDemoAccounts(
  tx: Tx,
  clubs: DemoClubs,
  passwordHashes: Record<DemoUsername, string>,
): Promise<DemoAccounts> {
  const admin = await insertUser(tx, {
    username: "admin",
    email: "admin@clubdemopadel.cl",
    name: "Camila",
    lastname: "Rojas",
    passwordHash: passwordHashes.admin,
  });
  const jugador = await insertUser(tx, {
    username: "jugador",
    email: "jugador@clubdemopadel.cl",
    name: "Diego",
    lastname: "Muñoz",
    rut: "16543210-K",
    phone: "+56 9 8765 4321",
    category: "4ta",
    passwordHash: passwordHashes.jugador,
  });
  const admin2 = await insertUser(tx, {
    username: "admin2",
    email: "admin@clubandespadel.cl",
    name: "Felipe",
    lastname: "Soto",
    passwordHash: passwordHashes.admin2,
  });
  await tx.insert(clubMemberships).values([
    { clubId: clubs.demo.id, userId: admin.id, role: "club_administrator" },
    { clubId: clubs.demo.id, userId: jugador.id, role: "authenticated" },
    { clubId: clubs.andes.id, userId: admin2.id, role: "club_administrator" },
  ]);
  return { admin, jugador, admin2 };
}
