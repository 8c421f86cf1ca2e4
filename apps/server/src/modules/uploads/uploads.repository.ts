import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { uploads } from "../../db/schema";

export type NewUpload = Omit<typeof uploads.$inferInsert, "id" | "key" | "createdAt">;

/** One multi-row INSERT: every file of a request is stored, or none. */
export async function insertUploads(db: DbOrTx, rows: NewUpload[]) {
  if (rows.length === 0) return [];
  return db.insert(uploads).values(rows).returning({
    id: uploads.id,
    key: uploads.key,
    name: uploads.name,
    mime: uploads.mime,
    size: uploads.size,
    width: uploads.width,
    height: uploads.height,
  });
}

export type StoredUpload = Awaited<ReturnType<typeof insertUploads>>[number];

/** Only the bytes asked for travel from the database: a thumbnail request never reads the original. */
export async function findFileContent(db: DbOrTx, key: string, variant: "original" | "thumbnail") {
  const content =
    variant === "original"
      ? { bytes: uploads.data, mime: uploads.mime }
      : { bytes: uploads.thumbnail, mime: uploads.thumbnailMime };
  const [row] = await db.select(content).from(uploads).where(eq(uploads.key, key)).limit(1);
  return row ?? null;
}

/** Where players' profile photos are filed: they belong to no club, and no club may reuse them. */
export const PROFILE_PHOTOS_FOLDER = "profiles";

/** An image the club may use: one it uploaded, or one of the platform's (the global catalog's). */
export async function uploadUsableByClub(db: DbOrTx, clubId: number, uploadId: number) {
  const platforms = and(isNull(uploads.clubId), ne(uploads.folder, PROFILE_PHOTOS_FOLDER));
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), or(eq(uploads.clubId, clubId), platforms)))
    .limit(1);
  return rows.length > 0;
}

/** Whether `key` names an image this club uploaded (a logo must be the club's own). */
export async function uploadKeyOfClub(db: DbOrTx, clubId: number, key: string) {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.clubId, clubId)))
    .limit(1);
  return rows.length > 0;
}
