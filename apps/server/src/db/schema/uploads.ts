import { integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./bytea";
import { clubs } from "./clubs";
import { users } from "./users";

// Images live in PostgreSQL so every app instance serves the same files (DESIGN "Scale").
export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  // Null for the platform's own files (the global product catalog).
  clubId: integer("club_id").references(() => clubs.id, { onDelete: "cascade" }),
  // The public, unguessable name in the file's URL; ids stay internal.
  key: uuid("key").notNull().unique().defaultRandom(),
  folder: text("folder").notNull(),
  name: text("name").notNull(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  thumbnail: bytea("thumbnail").notNull(),
  thumbnailMime: text("thumbnail_mime").notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A player's profile photo: one of their uploads (a new photo replaces the row). */
export const userPhotos = pgTable("user_photos", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  uploadId: integer("upload_id")
    .notNull()
    .references(() => uploads.id, { onDelete: "cascade" }),
});
