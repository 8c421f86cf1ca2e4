import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { clubMemberships, feedComments, feedItems, feedLikes } from "../db/schema";

const HOUR = 3_600_000;

/** What the demo club's administration posted lately, newest first, with how many hours ago. */
const POSTS: readonly [number, string][] = [
  [
    3,
    "¡Este sábado es el Americano de Primavera! Inscripciones por pareja en recepción hasta el viernes a las 20:00. Premios para las tres primeras parejas.",
  ],
  [
    27,
    "Las canchas 3 y 4 estrenan iluminación LED: ahora se juega de noche como de día. Reserva tu turno desde la app.",
  ],
  [
    75,
    "Clínica de bandeja y víbora con el profe Matías, martes y jueves a las 19:00. Cupos limitados: 8 jugadores por grupo.",
  ],
  [
    170,
    "Recordatorio: los partidos se confirman con los cuatro jugadores en la app, así el resultado mueve el ranking.",
  ],
];

const COMMENTS = [
  "¡Nos inscribimos con mi pareja!",
  "¿Hay categoría damas?",
  "Excelente, se veía muy bien anoche",
  "¡Vamos!",
];

/**
 * A lively feed for the demo club: the administration's recent posts, liked and commented by its
 * players. Matches, results and new members reach the feed by themselves (migration 0028's triggers).
 */
export async function seedDemoFeed(tx: DbOrTx, q: { clubId: number; adminId: number; now: Date }) {
  const players = await tx
    .select({ id: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, q.clubId), eq(clubMemberships.role, "authenticated")))
    .orderBy(clubMemberships.userId)
    .limit(24);
  const posts = await tx
    .insert(feedItems)
    .values(
      POSTS.map(([hours, body]) => ({
        clubId: q.clubId,
        kind: "post",
        userId: q.adminId,
        body,
        createdAt: new Date(q.now.getTime() - hours * HOUR),
      })),
    )
    .returning({ id: feedItems.id, createdAt: feedItems.createdAt });
  // Newer posts have fewer likes so far; every post gets a comment or two.
  const likes = posts.flatMap((post, index) =>
    players.slice(0, Math.max(2, players.length - index * 5)).map((player) => ({
      clubId: q.clubId,
      itemId: post.id,
      userId: player.id,
    })),
  );
  if (likes.length > 0) await tx.insert(feedLikes).values(likes);
  const comments = posts.flatMap((post, index) =>
    players.slice(index, index + 1 + (index % 2)).map((player, k) => ({
      clubId: q.clubId,
      itemId: post.id,
      userId: player.id,
      body: COMMENTS[(index + k) % COMMENTS.length] as string,
      createdAt: new Date(post.createdAt.getTime() + (k + 1) * HOUR),
    })),
  );
  if (comments.length > 0) await tx.insert(feedComments).values(comments);
  return { posts: posts.length, likes: likes.length, comments: comments.length };
}
