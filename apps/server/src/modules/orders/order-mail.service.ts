import type { AppContext } from "../../context";
import { receiptMail } from "./order-receipt-mail";
import { findOrderDetail } from "./orders.service";

/** Mails the receipt of a paid sale to the client it names, once committed; nothing for any other. */
export async function mailOrderReceipt(
  deps: Pick<AppContext, "db" | "mailer">,
  ref: { clubId: number; id: number },
) {
  const rows = await findOrderDetail(deps.db, ref);
  const { status, mailClientName, mailClientEmail } = rows.head.order;
  if (status !== "paid" || mailClientName === null || mailClientEmail === null) return;
  await deps.mailer.send(receiptMail(rows, { name: mailClientName, email: mailClientEmail }));
}
