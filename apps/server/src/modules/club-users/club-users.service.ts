import { pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { userSearchConditions } from "../../db/user-search";
import { notFound } from "../../http/app-error";
import { toBookingView } from "../bookings/booking-view";
import { type MemberBookingRow, memberBookings, memberOrders } from "./club-user-activity.repository";
import {
  countAdministrators,
  countMembers,
  findMember,
  listMembers,
  type MemberSort,
} from "./club-users.repository";

type ListInput = {
  clubId: number;
  search?: string;
  role?: "authenticated" | "club_administrator";
  sort: MemberSort;
  page: number;
  limit: number;
  now: Date;
};

/** The club's players and administrators with their figures, a page at a time. */
export async function listClubUsers(db: DbOrTx, input: ListInput) {
  const { page, limit, sort, now, search, ...rest } = input;
  const filter = { ...rest, matches: userSearchConditions(search ?? "") };
  const [members, total] = await Promise.all([
    listMembers(db, { ...filter, sort, now, limit, offset: (page - 1) * limit }),
    countMembers(db, filter),
  ]);
  return { members, pagination: pageInfo(page, limit, total) };
}

/** The bookings a player's page lists, newest first. */
const CLUB_USER_BOOKINGS_LIMIT = 50;

/** A booking of the member as their page lists it, on the club's clock, with the pesos received for it. */
const bookingView = (row: MemberBookingRow) => ({ ...toBookingView(row.booking), paid: row.paid });
export type MemberBookingView = ReturnType<typeof bookingView>;

/** One member of the club: profile and figures, their bookings and the orders that charged them; 404 otherwise. */
export async function findClubUser(db: DbOrTx, q: { clubId: number; userId: number; now: Date }) {
  const member = await findMember(db, q);
  if (!member) throw notFound("Usuario no encontrado");
  const activity = { clubId: q.clubId, userId: q.userId, limit: CLUB_USER_BOOKINGS_LIMIT };
  const [bookingRows, orderRows, administrators] = await Promise.all([
    memberBookings(db, activity),
    memberOrders(db, activity),
    countAdministrators(db, q.clubId),
  ]);
  return { member, administrators, bookings: bookingRows.map(bookingView), orders: orderRows };
}
