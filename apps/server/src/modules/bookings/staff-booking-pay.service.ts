import { type BookingPaymentPercentage, bookingTakesPayment, joinerShare } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/app-error";
import { lockOpenRegisterOfOperator } from "../cash-registers/cash-registers.repository";
import { markBookingPaid, NOT_CHARGEABLE_MESSAGE, owedForShare, statusByMoney } from "./booking-charge";
import { isLivePlayerOfBooking, paidShareOf } from "./booking-shares.repository";
import type { StaffBookingDetailView } from "./staff-booking-view";
import {
  insertBookingPayment,
  lockClubBooking,
  type StoredBooking,
  sumPaid,
  updateClubBooking,
} from "./staff-bookings.repository";
import { findStaffBookingDetail, staffBookingNotFound } from "./staff-bookings.service";

export type ReceptionMethod = "cash" | "debit" | "credit" | "transfer";

export const NO_OPEN_REGISTER_MESSAGE = "Abre una caja para cobrar en recepción";

/** What the counter takes: a part of the booking, or the share of a player who joined its match. */
export type ReceptionPart = { percentage: BookingPaymentPercentage } | { playerId: number };

/**
 * Takes money at the counter into the operator's open register record, in one transaction under the
 * booking's row lock, so payments of one booking at once run one after another: the second sees the
 * first's money and has nothing left to take (409). A part of the booking takes the share asked of the
 * price minus what was already paid, and the booking becomes p50 Abonado or p100 Pagado (lifting an online
 * hold owes its confirmation). A player's share takes their part of the match, once, and the booking's
 * status follows the money (p100 when the shares cover it).
 */
export async function payStaffBooking(
  db: DbOrTx,
  input: {
    clubId: number;
    id: number;
    staffId: number;
    method: ReceptionMethod;
    part: ReceptionPart;
    now: Date;
  },
): Promise<StaffBookingDetailView> {
  await db.transaction(async (tx) => {
    const row = await lockClubBooking(tx, input);
    if (!row) throw staffBookingNotFound();
    if (row.cancelledAt) throw conflict("La reserva está cancelada: no se puede cobrar");
    const { part } = input;
    const amount =
      "percentage" in part
        ? await owedForShare(tx, row, part.percentage)
        : await owedForPlayer(tx, row, part.playerId);
    const register = await lockOpenRegisterOfOperator(tx, input.staffId);
    if (!register || register.clubId !== input.clubId) throw conflict(NO_OPEN_REGISTER_MESSAGE);
    await insertBookingPayment(tx, {
      clubId: input.clubId,
      bookingId: row.id,
      channel: "reception",
      method: input.method,
      percentage: "percentage" in part ? part.percentage : null,
      playerId: "playerId" in part ? part.playerId : null,
      amount,
      status: "paid",
      cashRegisterRecordId: register.recordId,
      createdBy: input.staffId,
      createdAt: input.now,
      settledAt: input.now,
    });
    if ("percentage" in part) {
      await markBookingPaid(tx, row, part.percentage, input.now);
    } else {
      const status = statusByMoney(row, await sumPaid(tx, row.id));
      await updateClubBooking(tx, row, { ...status, updatedAt: input.now });
    }
  });
  return findStaffBookingDetail(db, input);
}

/**
 * A match player's share still owed: a player who joined the booking's match (anyone else is 404, as a
 * person of another club), not paid yet, on a booking whose court is held for good (its booker pays first),
 * and no more than what is left of the price.
 */
async function owedForPlayer(tx: DbOrTx, row: StoredBooking, playerId: number): Promise<number> {
  if (!bookingTakesPayment(row.status, row.bookingType)) throw conflict(NOT_CHARGEABLE_MESSAGE);
  if (!(await isLivePlayerOfBooking(tx, row.id, playerId))) throw notFound("Jugador no encontrado");
  if (await paidShareOf(tx, row.id, playerId)) throw conflict("Ese jugador ya pagó su parte");
  if (row.holdUntil !== null)
    throw conflict("Cobra primero la reserva a quien la hizo: aún no está confirmada");
  const amount = Math.min(joinerShare(row.price), row.price - (await sumPaid(tx, row.id)));
  if (amount <= 0) throw conflict("La reserva ya está pagada");
  return amount;
}
