import type { AppConfig } from "../config";
import type { Tx } from "../db/client";
import { cashRegisters, clubs } from "../db/schema";

export type DemoClubs = { demo: { id: number; name: string }; andes: { id: number; name: string } };

async function insertClub(tx: Tx, values: typeof clubs.$inferInsert) {
  const [club] = await tx.insert(clubs).values(values).returning({ id: clubs.id, name: clubs.name });
  if (!club) throw new Error(`demo club ${values.slug} not inserted`);
  return club;
}

/** The main demo club with every service, and a second club to show that tenants stay apart. */
export async function seedDemoClubs(tx: Tx, config: AppConfig): Promise<DemoClubs> {
  const demo = await insertClub(tx, {
    name: "Club Demo Padel",
    slug: "club-demo-padel",
    address: "Av. Las Condes 12.345, Las Condes, Santiago",
    phone: "+56 2 2345 6789",
    enabledServices: [1, 2, 3],
    supportEmail: config.supportEmail,
  });
  // Without GoRegisters (3), so the sidebar differs from the first club's.
  const andes = await insertClub(tx, {
    name: "Club Andes Padel",
    slug: "club-andes-padel",
    address: "Camino a Farellones 4.500, Lo Barnechea, Santiago",
    phone: "+56 2 2987 6543",
    enabledServices: [1, 2],
    supportEmail: config.supportEmail,
  });
  await tx.insert(cashRegisters).values([
    { clubId: demo.id, name: "Caja 1" },
    { clubId: demo.id, name: "Caja 2" },
    { clubId: andes.id, name: "Caja Central" },
  ]);
  return { demo, andes };
}
