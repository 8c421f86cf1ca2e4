import { ONLINE_PAYMENT_WINDOW_MS } from "@club/domain";
import { sql } from "drizzle-orm";
import { bookingPayments as p } from "./schema";

/**
 * A booking payment's status as of `now`, for every list that shows one: an online attempt still pending
 * once the gateway's window (ONLINE_PAYMENT_WINDOW_MS) has passed since it started never came back from
 * the gateway's form, so it is abandoned. Read, not written: the row stays pending, so a return that still
 * comes (a commit whose answer was lost) settles it as the gateway says.
 */
export const paymentStatusAt = (now: Date) => sql<string>`case
  when ${p.status} = 'pending' and ${p.channel} = 'online'
    and ${p.createdAt} <= ${new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MS)}
  then 'abandoned' else ${p.status} end`;
