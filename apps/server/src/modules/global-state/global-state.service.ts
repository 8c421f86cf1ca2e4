import type { DbOrTx } from "../../db/client";
import type { AdminSession } from "../../http/session";
import { toCashRegisterView } from "../cash-registers/cash-registers.service";
import { findClubState, listClubAdminUsernames } from "./global-state.repository";

/** Everything the back office header and sidebar need, for the session's administrator and club. */
export async function getGlobalState(db: DbOrTx, session: AdminSession, now: Date) {
  const state = await findClubState(db, { clubId: session.clubId, userId: session.id, now });
  // The membership row that resolved the session references the club, so it exists.
  if (!state) throw new Error(`club ${session.clubId} of user ${session.id} not found`);
  return {
    user: session,
    club: state.club,
    registers: state.registers.map(toCashRegisterView),
    hasUnreadNotifications: state.hasUnread,
    dailyBookings: state.dailyBookings,
    pendingOrders: state.pendingOrders,
    dailyPendingOrders: state.dailyPendingOrders,
  };
}

export function getClubAdminUsernames(db: DbOrTx, clubId: number) {
  return listClubAdminUsernames(db, clubId);
}
