import type { AppContext } from "../../context";
import { receiptMail } from "./order-receipt-mail";
import type { OrderDetailRows } from "./orders.repository";
import { findOrderDetail } from "./orders.service";

/**
 * Mails the receipt of a paid sale to the client it names, once committed; nothing for any other. `read`
 * is the order as the answer read it; when that read failed, the order is read again here.
 */
export async function mailOrderReceipt(
  deps: Pick<AppContext, "db" | "mailer">,
  ref: { clubId: number; id: number },
  read: Promise<OrderDetailRows>,
) {
  const rows = await read.catch(() => findOrderDetail(deps.db, ref));
  const { status, mailClientName, mailClientEmail } = rows.head.order;
  if (status !== "paid" || mailClientName === null || mailClientEmail === null) return;
  await deps.mailer.send(receiptMail(rows, { name: mailClientName, email: mailClientEmail }));
}
