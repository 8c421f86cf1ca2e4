import { type BookingStatusCode, expectedDrawerCash, formatClp, statusAfterRefund } from "@club/domain";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../http/app-error";
import { lockClubBooking, sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { lockOpenRegisterOfOperator } from "../cash-registers/cash-registers.repository";
import { recordTakings } from "../cash-registers/record-takings.repository";
import { applyStockMovement } from "../stock/stock.service";
import { lockOrderFor } from "./order-edit.service";
import { orderContent, type StoredBookingLine, updateOrder } from "./orders.repository";

export const NO_OPEN_REGISTER_FOR_REFUND =
  "Abre una caja para anular una venta pagada: la devolución queda en ella";

/**
 * Cancels an order under its row lock, so two cancellations at once give one cancellation and one 409.
 * A pending order only changes state. A paid one gives its stock back through the ledger (reason
 * `cancellation`, once: the second finds it cancelled), its bookings get back their status before the
 * sale (statusAfterRefund; a booking cancelled since is left alone), and its refund is recorded in the
 * canceller's open register record (409 without one). Locks bookings, then items, then the record, in
 * the order a sale takes them.
 */
export async function cancelOrder(db: Db, input: { clubId: number; id: number; staffId: number; now: Date }) {
  await db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, input, "cancel");
    const cancelled = {
      status: "cancelled",
      cancelledAt: input.now,
      cancelledBy: input.staffId,
      updatedAt: input.now,
    };
    if (order.status === "pending") {
      await updateOrder(tx, order.id, cancelled);
      return;
    }
    const content = await orderContent(tx, order.id);
    const locked = [];
    for (const line of content.bookings) {
      const row = await lockClubBooking(tx, { clubId: order.clubId, id: line.bookingId });
      if (row && !row.cancelledAt) locked.push({ row, line });
    }
    for (const line of content.items) {
      await applyStockMovement(tx, {
        clubId: order.clubId,
        itemId: line.itemId,
        quantity: line.quantity,
        reason: "cancellation",
        userId: input.staffId,
        orderId: order.id,
      });
    }
    // Cash handed back leaves the drawer: checked under an exclusive lock, like a cash out.
    const cashPart = order.cashPayed - order.change;
    const register = await lockOpenRegisterOfOperator(tx, input.staffId, cashPart > 0 ? "update" : "share");
    if (!register || register.clubId !== order.clubId) throw conflict(NO_OPEN_REGISTER_FOR_REFUND);
    if (cashPart > 0) {
      const drawer = expectedDrawerCash(
        register.openAmount,
        await recordTakings(tx, register.recordId, input.now),
      );
      if (cashPart > drawer) {
        throw conflict(
          `No hay efectivo suficiente en tu caja para devolver ${formatClp(cashPart)} (debería haber ${formatClp(Math.max(drawer, 0))})`,
        );
      }
    }
    await updateOrder(tx, order.id, { ...cancelled, refundRecordId: register.recordId });
    // With this sale cancelled, what is still paid no longer counts its money.
    for (const { row, line } of locked) await restoreBooking(tx, row, line, input.now);
  });
}

async function restoreBooking(
  tx: Tx,
  booking: { id: number; clubId: number; price: number },
  line: StoredBookingLine,
  now: Date,
) {
  const before = {
    status: (line.statusBefore ?? "p0") as BookingStatusCode,
    percentage: line.percentageBefore ?? 0,
  };
  const after = statusAfterRefund(booking.price, await sumPaid(tx, booking.id), before);
  await updateClubBooking(tx, booking, {
    status: after.status,
    paymentPercentage: after.percentage,
    updatedAt: now,
  });
}
