import type { BookingPaymentPercentage } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict } from "../../http/app-error";
import { lockOpenRegisterOfOperator } from "../cash-registers/cash-registers.repository";
import { markBookingPaid, owedForShare } from "./booking-charge";
import type { StaffBookingDetailView } from "./staff-booking-view";
import { insertBookingPayment, lockClubBooking } from "./staff-bookings.repository";
import { findStaffBookingDetail, staffBookingNotFound } from "./staff-bookings.service";

export type ReceptionMethod = "cash" | "debit" | "credit" | "transfer";

export const NO_OPEN_REGISTER_MESSAGE = "Abre una caja para cobrar en recepción";

/**
 * Takes money at the counter: the share asked of the price minus what was already paid, into the
 * operator's open register record, and the booking becomes p50 Abonado or p100 Pagado. One transaction
 * under the booking's row lock, so payments of one booking at once run one after another: the second
 * sees the first's money and has nothing left to take (409). Lifting an online hold owes its confirmation.
 */
export async function payStaffBooking(
  db: DbOrTx,
  input: {
    clubId: number;
    id: number;
    staffId: number;
    method: ReceptionMethod;
    percentage: BookingPaymentPercentage;
    now: Date;
  },
): Promise<StaffBookingDetailView> {
  await db.transaction(async (tx) => {
    const row = await lockClubBooking(tx, input);
    if (!row) throw staffBookingNotFound();
    if (row.cancelledAt) throw conflict("La reserva está cancelada: no se puede cobrar");
    const amount = await owedForShare(tx, row, input.percentage);
    const register = await lockOpenRegisterOfOperator(tx, input.staffId);
    if (!register || register.clubId !== input.clubId) throw conflict(NO_OPEN_REGISTER_MESSAGE);
    await insertBookingPayment(tx, {
      clubId: input.clubId,
      bookingId: row.id,
      channel: "reception",
      method: input.method,
      percentage: input.percentage,
      amount,
      status: "paid",
      cashRegisterRecordId: register.recordId,
      createdBy: input.staffId,
      createdAt: input.now,
      settledAt: input.now,
    });
    await markBookingPaid(tx, row, input.percentage, input.now);
  });
  return findStaffBookingDetail(db, input);
}
