/**
 * The plain SQL baselines of bench/admin-api.bench.ts: each reads, in one statement, the same data the
 * API call answers with ($1 the club, $2 the administrator), as a hand-written endpoint would.
 */
type Baseline = { text: string; values: (inbox: number[]) => unknown[] };

const inbox = "n.club_id = $1 and n.user_id = $2 and n.archived_at is null";

const notificationsPage = (unreadOnly: boolean, offset: number): Baseline => {
  const filter = unreadOnly ? `${inbox} and n.notification_status = 'unread'` : inbox;
  return {
    text: `
      select (select count(*) from notifications n where ${filter}) as total,
             coalesce(json_agg(p), '[]') as data
      from (select n.id, n.notification_type, n.notification_title, n.notification_message,
                   n.notification_link, n.notification_status, n.sent_at, c.time_zone
            from notifications n join clubs c on c.id = n.club_id
            where ${filter}
            order by n.sent_at desc, n.id desc limit 5 offset ${offset}) p`,
    values: (ids) => ids,
  };
};

export const ADMIN_BASELINES: Record<string, Baseline> = {
  "/global_state": {
    text: `
      select c.id, c.name, c.support_email, c.enabled_services, c.time_zone,
             exists (select 1 from notifications n where ${inbox} and n.notification_status = 'unread')
               as has_unread,
             (select coalesce(json_agg(r order by r.name, r.id), '[]')
              from (select cr.id, cr.cash_register_name as name, l.user_id, l.opened_at, l.closed_at, u.name as operator_name,
                           u.lastname as operator_lastname
                    from cash_registers cr
                    left join lateral (select user_id, opened_at, closed_at from cash_register_records
                                       where cash_register_id = cr.id
                                       order by opened_at desc, id desc limit 1) l on true
                    left join users u on u.id = l.user_id
                    where cr.club_id = c.id) r) as registers,
             (select count(*)::int from bookings b
              where b.club_id = c.id and b.cancelled_at is null
                and not (b.status = 'p0' and b.hold_until is not null and b.hold_until <= now())
                and b.starts_at >= (date_trunc('day', now() at time zone c.time_zone) at time zone c.time_zone)
                and b.starts_at < ((date_trunc('day', now() at time zone c.time_zone) + interval '1 day')
                                   at time zone c.time_zone)) as daily_bookings
      from clubs c where c.id = $1`,
    values: (ids) => ids,
  },
  "/notifications": notificationsPage(false, 0),
  "/unread": notificationsPage(true, 10),
  "/records": {
    text: `
      select (select count(*) from cash_register_records where club_id = $1) as total,
             coalesce(json_agg(p), '[]') as data
      from (select r.*, u.name as user_name, u.lastname as user_lastname, cr.cash_register_name as register_name
            from cash_register_records r
            join users u on u.id = r.user_id
            join cash_registers cr on cr.id = r.cash_register_id
            where r.club_id = $1
            order by r.opened_at desc, r.id desc limit 10 offset 490) p`,
    values: ([clubId]) => [clubId],
  },
};
