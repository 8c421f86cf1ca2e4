import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";
import { notifications } from "../src/db/schema";

/** The stored notifications with these ids, in id order. */
export const notificationRows = (db: DbOrTx, ids: number[]) =>
  db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(asc(notifications.id));

/** Every notification filed under a club. */
export const notificationsOfClub = (db: DbOrTx, clubId: number) =>
  db.select().from(notifications).where(eq(notifications.clubId, clubId));

/** Every notification of a user, at any club. */
export const notificationsOfUser = (db: DbOrTx, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));
