import { type OrderAction, type OrderSource, type OrderState, orderMoveRefusal } from "@club/domain";
import type { Db, Tx } from "../../db/client";
import { conflict, notFound } from "../../http/app-error";
import { chargeOrder } from "./order-charge.service";
import {
  emptyOrder,
  type MailClient,
  type OrderContentInput,
  pendingTotal,
  storeContent,
} from "./order-create.service";
import { deleteLine, lockClubOrder, type OrderRow, updateOrder } from "./orders.repository";

export const orderNotFound = () => notFound("Venta no encontrada");
export const LAST_LINE_MESSAGE = "Es la última línea de la venta: anula la venta en vez de quitarla";

/** The club's order, locked, if `action` is allowed in its state (404 when missing, 409 when not allowed). */
export async function lockOrderFor(tx: Tx, ref: { clubId: number; id: number }, action: OrderAction) {
  const order = await lockClubOrder(tx, ref.clubId, ref.id);
  if (!order) throw orderNotFound();
  const refusal = orderMoveRefusal(order.status as OrderState, action);
  if (refusal) throw conflict(refusal);
  return order;
}

const mailColumns = (client: MailClient | null) => ({
  mailClientName: client?.name ?? null,
  mailClientLastname: client?.lastname ?? null,
  mailClientEmail: client?.email ?? null,
});

export type OrderEdit = Partial<OrderContentInput> & {
  charge: boolean;
  source?: OrderSource;
  /** null takes the receipt's addressee away. */
  mailClient?: MailClient | null;
};

/**
 * Edits a pending order: the parts given replace the stored ones (lines priced again, as at creation);
 * the others stay. With `charge` it is then charged by the same code path as a paid sale (chargeOrder).
 * A paid or cancelled order is 409.
 */
export async function editOrder(
  db: Db,
  input: { clubId: number; id: number; staffId: number; now: Date; edit: OrderEdit },
): Promise<void> {
  const { edit, now } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, input, edit.charge ? "charge" : "edit");
    const { itemIndex } = await storeContent(tx, order, edit);
    await updateOrder(tx, order.id, {
      ...(edit.source ? { source: edit.source } : {}),
      ...(edit.mailClient !== undefined ? mailColumns(edit.mailClient) : {}),
      updatedAt: now,
    });
    if (edit.charge) {
      await chargeOrder(tx, {
        order,
        staffId: input.staffId,
        cashReceived: edit.cashReceived,
        now,
        itemIndex,
      });
    } else {
      await updateOrder(tx, order.id, { amount: await pendingTotal(tx, order.id, emptyOrder) });
    }
  });
}

/** A pending order changes where it came from. */
export async function changePendingSource(
  db: Db,
  input: { clubId: number; id: number; source: OrderSource; now: Date },
) {
  await db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, input, "edit");
    await updateOrder(tx, order.id, { source: input.source, updatedAt: input.now });
  });
}

/**
 * One item or booking leaves a pending order (404 when the order has no such line); the total follows.
 * The last line cannot leave (409): the order is cancelled instead.
 */
export async function removePendingLine(
  db: Db,
  input: { clubId: number; id: number; itemId?: number; bookingId?: number; now: Date },
) {
  await db.transaction(async (tx) => {
    const order: OrderRow = await lockOrderFor(tx, input, "edit");
    if (!(await deleteLine(tx, order.id, input))) throw notFound("Esa línea no está en la venta");
    const amount = await pendingTotal(tx, order.id, () => conflict(LAST_LINE_MESSAGE));
    await updateOrder(tx, order.id, { amount, updatedAt: input.now });
  });
}
