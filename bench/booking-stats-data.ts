import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";

/**
 * The money of a club's year of bookings (bench/availability-data.ts), in three SQL statements: a paid
 * online payment for every p50 and p100 booking (its share of the price), and for one reserved (pr)
 * booking in three a point-of-sale sale of its whole price, one such sale in five later cancelled (its
 * money given back). The sales belong to one closed register session of `userId`.
 */
export async function insertBookingMoney(
  db: Db,
  input: { clubId: number; userId: number; registerId: number },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into booking_payments (club_id, booking_id, channel, method, percentage, amount, status, created_at, settled_at)
      select b.club_id, b.id, 'online', 'webpay', b.payment_percentage, ceil(b.price * b.payment_percentage / 100.0)::int,
             'paid', b.starts_at - interval '2 days', b.starts_at - interval '2 days'
      from bookings b where b.club_id = ${input.clubId} and b.status in ('p50', 'p100') and b.cancelled_at is null`);
    await tx.execute(sql`
      insert into cash_register_records (club_id, cash_register_id, user_id, open_cash_user_amount,
                                         close_cash_user_amount, opened_at, closed_at)
      values (${input.clubId}, ${input.registerId}, ${input.userId}, 0, 0, now() - interval '400 days', now())`);
    await tx.execute(sql`
      with sold as (
        select b.id, b.price, b.starts_at, row_number() over (order by b.id) as n,
               (select max(r.id) from cash_register_records r where r.cash_register_id = ${input.registerId}) as record
        from bookings b
        where b.club_id = ${input.clubId} and b.status = 'pr' and b.cancelled_at is null and b.id % 3 = 0
      ), made as (
        insert into orders (club_id, order_status, order_source, order_amount, idempotency_key, request_hash,
                            created_by, created_at, cash_register_record_id, paid_at, paid_by,
                            cancelled_at, cancelled_by, refund_cash_register_record_id)
        select ${input.clubId}, case when n % 5 = 0 then 'cancelled' else 'paid' end, 'pos', price,
               gen_random_uuid(), 'bench:' || id, ${input.userId}::int, starts_at, record, starts_at, ${input.userId}::int,
               case when n % 5 = 0 then starts_at + interval '1 hour' end,
               case when n % 5 = 0 then ${input.userId}::int end,
               case when n % 5 = 0 then record end
        from sold returning id, request_hash
      )
      insert into order_bookings (club_id, order_id, booking_id, percentage, amount, status_before, percentage_before)
      select ${input.clubId}, made.id, sold.id, 100, sold.price, 'pr', 0
      from made join sold on made.request_hash = 'bench:' || sold.id`);
  });
}
