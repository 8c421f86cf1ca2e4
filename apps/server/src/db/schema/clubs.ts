import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const clubs = pgTable("clubs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  // Service ids: 1 GoMatch, 2 GoMarket, 3 GoRegisters (DESIGN "Services").
  enabledServices: integer("enabled_services").array().notNull().default(sql`'{}'::integer[]`),
  supportEmail: text("support_email").notNull(),
  timeZone: text("time_zone").notNull().default("America/Santiago"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
