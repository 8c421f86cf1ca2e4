import type { DbOrTx } from "../src/db/client";
import { stored } from "./stored";

/** How many sessions of this database wait on a lock right now (PostgreSQL): a race test waits for its requests to queue. */
export async function lockWaiters(db: DbOrTx) {
  const [row] = await stored<{ n: number }>(db)`
    select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
  return row?.n ?? 0;
}
