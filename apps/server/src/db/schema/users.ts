import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clubs } from "./clubs";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    lastname: text("lastname").notNull(),
    rut: text("rut"),
    phone: text("phone"),
    category: text("category"),
    // Set when a club administrator fixed the category by hand: the club's thresholds no longer move it.
    categoryByHand: boolean("category_by_hand").notNull().default(false),
    // The club whose administrator fixed it (migration 0037): only that club changes it while it stays fixed.
    // Null for one fixed before this was recorded, which any club of the player's may change.
    categoryFixedBy: integer("category_fixed_by").references(() => clubs.id, { onDelete: "set null" }),
    // The side of the court the player prefers ('drive' or 'reves'), null when either.
    side: text("side"),
    // Privacy: the phone is hidden from other players unless the player shows it (the owner and the club's
    // administrators always see it); out of the ranking.
    hidePhone: boolean("hide_phone").notNull().default(true),
    hideFromRanking: boolean("hide_from_ranking").notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    // Tokens issued before this instant no longer open a session (set when the password changes).
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    // Null until the owner opens the link mailed at sign-up; a player books courts only once it is set.
    // The default confirms every account made any other way (and, in its migration, every existing one):
    // only self sign-up writes null.
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }).defaultNow(),
    // When the player accepted the terms and the privacy policy at sign-up (null: an account made by a club
    // or before sign-up asked for it).
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and e-mails are unique regardless of case: "Admin" and "admin" are one account.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_rut_key").on(t.rut),
    check("users_side_check", sql`${t.side} in ('drive', 'reves')`),
    check("users_category_fixed_check", sql`${t.categoryFixedBy} is null or ${t.categoryByHand}`),
  ],
);

export const clubMemberships = pgTable(
  "club_memberships",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    check("club_memberships_role_check", sql`${t.role} in ('authenticated', 'club_administrator')`),
    // The tenant of an administrator is resolved from this row, so it must be unambiguous.
    uniqueIndex("club_memberships_one_admin_club").on(t.userId).where(sql`${t.role} = 'club_administrator'`),
  ],
);

/**
 * A table of one-time codes sent by mail (a link's ?code=…): only their digest is stored, with an expiry
 * and the instant they were used.
 */
const oneTimeCodes = (name: string) =>
  pgTable(name, {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  });

export const passwordResetCodes = oneTimeCodes("password_reset_codes");
/** Codes of the links that confirm an address. */
export const emailConfirmationCodes = oneTimeCodes("email_confirmation_codes");
