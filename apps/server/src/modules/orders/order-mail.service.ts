import type { AppContext } from "../../context";
import { handleJob, type JobHandler } from "../jobs/job-types";
import { orderReceiptMailJob } from "./order-mail.jobs";
import { receiptMail } from "./order-receipt-mail";
import { findOrderDetail } from "./orders.service";

type Deps = Pick<AppContext, "db" | "mailer">;

/** Mails the receipt of a paid sale to the client it names; nothing for any other. */
export async function mailOrderReceipt(deps: Deps, ref: { clubId: number; id: number }) {
  const rows = await findOrderDetail(deps.db, ref);
  const { status, mailClientName, mailClientEmail } = rows.head.order;
  if (status !== "paid" || mailClientName === null || mailClientEmail === null) return;
  await deps.mailer.send(receiptMail(rows, { name: mailClientName, email: mailClientEmail }));
}

/** The jobs of the sales' e-mails. */
export const orderMailJobs = (deps: Deps): JobHandler[] => [
  handleJob(orderReceiptMailJob, (ref) => mailOrderReceipt(deps, ref)),
];
