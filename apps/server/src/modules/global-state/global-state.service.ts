import type { DbOrTx } from "../../db/client";
import type { AdminSession } from "../../http/session";
import { listClubCashRegisters } from "../cash-registers/cash-registers.service";
import { hasUnread } from "../notifications/notifications.repository";
import { findClub, listClubAdminUsernames } from "./global-state.repository";

/** Everything the back office header and sidebar need, for the session's administrator and club. */
export async function getGlobalState(db: DbOrTx, session: AdminSession) {
  const inbox = { clubId: session.clubId, userId: session.id };
  const [club, registers, unread] = await Promise.all([
    findClub(db, session.clubId),
    listClubCashRegisters(db, session.clubId),
    hasUnread(db, inbox),
  ]);
  // The membership row that resolved the session references the club, so it exists.
  if (!club) throw new Error(`club ${session.clubId} of user ${session.id} not found`);
  return {
    user: session,
    club,
    registers,
    hasUnreadNotifications: unread,
    // No orders or bookings yet: the orders module computes pending orders and today's pending ones.
    pendingOrders: 0,
    dailyPendingOrders: 0,
  };
}

export function getClubAdminUsernames(db: DbOrTx, clubId: number) {
  return listClubAdminUsernames(db, clubId);
}
