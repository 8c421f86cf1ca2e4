import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { clubMemberships, clubs, users } from "../../db/schema";
import { todaysBookingsCount } from "../bookings/bookings-today.repository";
import { pickerRegistersSubquery, toCashRegisterRow } from "../cash-registers/cash-registers.repository";
import { unreadExists } from "../notifications/notifications.repository";
import { pendingOrdersCount, todaysPendingOrdersCount } from "../orders/orders.repository";

const p = sql.placeholder;

/**
 * The club, whether the administrator has unread notifications, how many bookings it has today, how many
 * orders it has pending (in all and made today), and the club's registers with their
 * latest record, in one statement: one row per register (one with no register when there is none).
 */
function stateQuery(db: DbOrTx, name: string) {
  const registers = pickerRegistersSubquery(db, p("clubId"));
  return db
    .select({
      club: {
        id: clubs.id,
        name: clubs.name,
        supportEmail: clubs.supportEmail,
        enabledServices: clubs.enabledServices,
      },
      hasUnread: unreadExists(db, { clubId: p("clubId"), userId: p("userId") }),
      dailyBookings: todaysBookingsCount(p("now")),
      pendingOrders: pendingOrdersCount(),
      dailyPendingOrders: todaysPendingOrdersCount(p("now")),
      register: {
        id: registers.id,
        name: registers.name,
        active: registers.active,
        timeZone: registers.timeZone,
        userId: registers.userId,
        openedAt: registers.openedAt,
        closedAt: registers.closedAt,
        operatorName: registers.operatorName,
        operatorLastname: registers.operatorLastname,
      },
    })
    .from(clubs)
    .leftJoin(registers, sql`true`)
    .where(eq(clubs.id, p("clubId")))
    .orderBy(asc(registers.name), asc(registers.id))
    .prepare(name);
}

/** Every admin screen asks for it: built and planned once per database, one round trip per call. */
export async function findClubState(db: DbOrTx, inbox: { clubId: number; userId: number; now: Date }) {
  const rows = await preparedOnce(db, "global_state", (name) => stateQuery(db, name)).execute({
    ...inbox,
    now: inbox.now.toISOString(),
  });
  const first = rows[0];
  if (!first) return null;
  return {
    club: first.club,
    hasUnread: first.hasUnread,
    dailyBookings: first.dailyBookings,
    pendingOrders: first.pendingOrders,
    dailyPendingOrders: first.dailyPendingOrders,
    registers: rows.flatMap((row) => (row.register ? [toCashRegisterRow(row.register)] : [])),
  };
}

export async function listClubAdminUsernames(db: DbOrTx, clubId: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.role, "club_administrator")))
    .orderBy(asc(users.username));
  return rows.map((r) => r.username);
}
