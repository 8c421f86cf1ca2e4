import type { DbOrTx } from "../src/db/client";
import { stored } from "./stored";

type LiveBooking = { id: number; userId: number | null };

/** The bookings of a court not cancelled, oldest first. */
export const liveBookingsOnCourt = (db: DbOrTx, courtId: number) =>
  stored<LiveBooking>(db)`
    select id, user_id as "userId" from bookings where court_id = ${courtId} and cancelled_at is null order by id`;

/** The bookings of a player not cancelled, at any club, oldest first. */
export const liveBookingsOf = (db: DbOrTx, userId: number) =>
  stored<LiveBooking>(db)`
    select id, user_id as "userId" from bookings where user_id = ${userId} and cancelled_at is null order by id`;

/** Every booking stored, with what a refused or foreign call must have left as it was. */
export const allBookings = (db: DbOrTx) =>
  stored<{ id: number; status: string; price: number; cancelledAt: string | null }>(db)`
    select id, status, price, cancelled_at as "cancelledAt" from bookings order by id`;
