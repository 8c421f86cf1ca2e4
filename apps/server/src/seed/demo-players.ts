import type { Tx } from "../db/client";
import { clubMemberships, users } from "../db/schema";

/** Club Demo Padel's community: 24 men (four of each category, 1ra to 6ta) and 16 women (A to D). */
const MEN = [
  ["Martín", "Errázuriz"],
  ["Ignacio", "Valdés"],
  ["Vicente", "Larraín"],
  ["Joaquín", "Cortés"],
  ["Nicolás", "Pizarro"],
  ["Felipe", "Carrasco"],
  ["Cristóbal", "Navarro"],
  ["Agustín", "Saavedra"],
  ["Maximiliano", "Tapia"],
  ["Lucas", "Gutiérrez"],
  ["Gaspar", "Sepúlveda"],
  ["Andrés", "Bravo"],
  ["Rodrigo", "Alarcón"],
  ["Francisco", "Vergara"],
  ["Pablo", "Figueroa"],
  ["Diego", "Riquelme"],
  ["Alonso", "Paredes"],
  ["Emilio", "Salinas"],
  ["Renato", "Orellana"],
  ["Bastián", "Cáceres"],
  ["Gonzalo", "Fuentealba"],
  ["Hernán", "Jara"],
  ["Patricio", "Olivares"],
  ["Raúl", "Venegas"],
] as const;
const WOMEN = [
  ["Antonia", "Echeverría"],
  ["Josefa", "Montt"],
  ["Trinidad", "Undurraga"],
  ["Isidora", "Ossa"],
  ["Fernanda", "Lagos"],
  ["Camila", "Ibáñez"],
  ["Martina", "Solís"],
  ["Sofía", "Zúñiga"],
  ["Valentina", "Poblete"],
  ["Paula", "Henríquez"],
  ["Daniela", "Vera"],
  ["Francisca", "Medina"],
  ["Carolina", "Toro"],
  ["Macarena", "Rivas"],
  ["Javiera", "Aguilera"],
  ["Bárbara", "Godoy"],
] as const;
const MEN_CATEGORIES = ["1ra", "2da", "3ra", "4ta", "5ta", "6ta"] as const;
const WOMEN_CATEGORIES = ["A", "B", "C", "D"] as const;

export type DemoPlayer = { id: number; list: "men" | "women"; level: number };

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The forty players, members of Club Demo Padel since some day of the last two months, each with a
 * category, a preferred side and a phone (some hidden). `level` is their category's place in its list,
 * 0 the strongest. They sign in with the demo player's password.
 */
export async function seedDemoPlayers(
  tx: Tx,
  clubId: number,
  passwordHash: string,
  now: Date,
): Promise<DemoPlayer[]> {
  const people = [
    ...MEN.map(([name, lastname], i) => ({ name, lastname, list: "men" as const, level: Math.floor(i / 4) })),
    ...WOMEN.map(([name, lastname], i) => ({
      name,
      lastname,
      list: "women" as const,
      level: Math.floor(i / 4),
    })),
  ];
  const rows = await tx
    .insert(users)
    .values(
      people.map((person, i) => ({
        username: `${ascii(person.name)}.${ascii(person.lastname)}`,
        email: `${ascii(person.name)}.${ascii(person.lastname)}@correo-demo.cl`,
        name: person.name,
        lastname: person.lastname,
        phone: `+56 9 ${String(5100 + i * 37).padStart(4, "0")} ${String(2000 + i * 71).padStart(4, "0")}`,
        category: (person.list === "men" ? MEN_CATEGORIES : WOMEN_CATEGORIES)[person.level],
        side: i % 3 === 0 ? null : i % 2 === 0 ? "drive" : "reves",
        hidePhone: i % 4 === 0,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const day = 24 * 3600_000;
  await tx.insert(clubMemberships).values(
    rows.map((row, i) => ({
      clubId,
      userId: row.id,
      role: "authenticated",
      // The first ones joined two months ago, the last ones this week.
      createdAt: new Date(
        now.getTime() - (60 - Math.floor((i * 56) / rows.length)) * day - (i % 5) * 3600_000,
      ),
    })),
  );
  return rows.map((row, i) => ({ id: row.id, list: people[i]?.list ?? "men", level: people[i]?.level ?? 0 }));
}
