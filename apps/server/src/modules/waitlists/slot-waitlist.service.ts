import {
  addDays,
  dayClock,
  durationText,
  firstShowing,
  localDateTime,
  localTimeOn,
  longDateText,
} from "@club/domain";
import type { AppContext } from "../../context";
import { type DbOrTx, pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error";
import { computeDay } from "../bookings/availability.service";
import type { BookingClub } from "../bookings/booking-club.repository";
import { EMAIL_NOT_CONFIRMED_MESSAGE } from "../bookings/booking-create.service";
import { bookingClubOrThrow, checkBookingDate } from "../bookings/booking-day";
import { type CourtPlacement, placeOnCourt } from "../bookings/booking-placement";
import { owesHoldEnd } from "../bookings/slot-freed.jobs";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { isEmailConfirmed } from "../users/users.repository";
import { tellPlayers } from "./player-notices";
import {
  courtTaken,
  deletePlayerWait,
  deleteWaits,
  freedBooking,
  insertSlotWait,
  listPlayerWaits,
  type SlotWaitRow,
  waitsTouching,
} from "./slot-waitlist.repository";

export type SlotWaitView = {
  id: number;
  club: { id: number; name: string };
  courtId: number | null;
  courtName: string | null;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
};

function toSlotWaitView(row: SlotWaitRow): SlotWaitView {
  const date = localDateTime(row.startsAt, row.timeZone).date;
  return {
    id: row.id,
    club: { id: row.clubId, name: row.clubName },
    courtId: row.courtId,
    courtName: row.courtName,
    date,
    startTime: localTimeOn(date, row.startsAt, row.timeZone),
    endTime: localTimeOn(date, row.endsAt, row.timeZone),
    durationMinutes: row.durationMinutes,
  };
}

export type SlotWish = {
  userId: number;
  clubId: number;
  /** null: any court of the club. */
  courtId: number | null;
  date: string;
  startTime: string;
  durationMinutes: number;
  now: Date;
};

/**
 * Where the wished slot falls: on the court asked, or on every active court where a booking of that start
 * and duration fits (none: 400 on the start). It must be taken on all of them: a free one is booked, not
 * waited for (409).
 */
async function takenPlacements(db: DbOrTx, club: BookingClub, wish: SlotWish): Promise<CourtPlacement[]> {
  const place = (courtId: number) =>
    placeOnCourt(db, {
      club,
      courtId,
      date: wish.date,
      startTime: wish.startTime,
      minutes: wish.durationMinutes,
      earliest: wish.now,
    });
  let placements: CourtPlacement[];
  if (wish.courtId !== null) placements = [await place(wish.courtId)];
  else {
    const { courts } = await computeDay(db, { club, date: wish.date, now: wish.now });
    const fitting = await Promise.all(courts.map((court) => place(court.id).catch(() => null)));
    placements = fitting.filter((placement) => placement !== null);
    if (placements.length === 0) {
      throw badRequest("start_time", "Ninguna cancha tiene un bloque de esa duración que empiece a esa hora");
    }
  }
  for (const { court, start, end } of placements) {
    if (!(await courtTaken(db, { courtId: court.id, from: start, to: end, now: wish.now }))) {
      throw conflict(`${court.name} está libre a esa hora: resérvala`);
    }
  }
  return placements;
}

/**
 * A player waits for a taken slot of a club's booking days, as they would book it: a court (or any), a day,
 * a start and a duration. Once per player and slot (the unique indexes settle two requests at once).
 */
export async function joinSlotWaitlist(db: DbOrTx, wish: SlotWish): Promise<SlotWaitView> {
  if (!(await isEmailConfirmed(db, wish.userId))) {
    throw new AppError("EMAIL_NOT_CONFIRMED", EMAIL_NOT_CONFIRMED_MESSAGE);
  }
  const club = await bookingClubOrThrow(db, wish.clubId);
  checkBookingDate(club, wish.date, wish.now);
  const [first] = await takenPlacements(db, club, wish);
  if (!first) throw new Error("a slot without placement");
  const id = await insertSlotWait(db, {
    clubId: club.id,
    courtId: wish.courtId,
    userId: wish.userId,
    startsAt: first.start,
    endsAt: first.end,
    durationMinutes: wish.durationMinutes,
  }).catch((error: unknown) => {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict("Ya esperas ese horario");
    throw error;
  });
  const [row] = await listPlayerWaits(db, {
    userId: wish.userId,
    clubId: club.id,
    from: first.start,
    to: new Date(first.start.getTime() + 1),
    id,
  });
  if (!row) throw new Error("slot wait not found");
  return toSlotWaitView(row);
}

/** The slots a player waits for at a club on a day of its calendar. */
export async function mySlotWaits(
  db: DbOrTx,
  q: { userId: number; clubId: number; date: string; now: Date },
) {
  const club = await bookingClubOrThrow(db, q.clubId);
  checkBookingDate(club, q.date, q.now);
  const rows = await listPlayerWaits(db, {
    userId: q.userId,
    clubId: club.id,
    from: firstShowing(dayClock(q.date, club.timeZone).resolve(0)),
    to: firstShowing(dayClock(addDays(q.date, 1), club.timeZone).resolve(0)),
  });
  return rows.map(toSlotWaitView);
}

/** Someone else's wait is 404 like a missing one. */
export async function leaveSlotWaitlist(db: DbOrTx, q: { userId: number; id: number }) {
  if (!(await deletePlayerWait(db, q))) throw notFound("No esperas ese horario");
}

function freedNotice(view: SlotWaitView) {
  const court = view.courtName ?? "Una cancha";
  return {
    type: PLAYER_NOTICE_TYPES.slotFreed,
    title: "Se liberó el horario que esperabas",
    message: `${court} de ${view.club.name}, ${longDateText(view.date)}, ${view.startTime} (${durationText(view.durationMinutes)}). Se lo lleva quien reserve primero.`,
    link: `/court?club=${view.club.id}&fecha=${view.date}`,
  };
}

/**
 * A booking let go of its slot (cancelled, or an unpaid hold that ran out): each wait its time touched whose
 * slot is now free on that court hears it, in the order they joined, once (the row goes in the same
 * transaction). A hold's end is read at that end (the job runs once it passed by the database's clock); a
 * hold extended meanwhile owes a job at its new end.
 */
export async function slotFreed(
  deps: Pick<AppContext, "db" | "now">,
  job: { bookingId: number; holdUntil?: string },
) {
  const ended = job.holdUntil ? new Date(job.holdUntil) : null;
  const now = ended && ended.getTime() > deps.now().getTime() ? ended : deps.now();
  const booking = await freedBooking(deps.db, job.bookingId, now);
  if (!booking) return;
  if (booking.holds) {
    const { holdUntil } = booking;
    if (ended && holdUntil && holdUntil.getTime() > ended.getTime()) {
      await owesHoldEnd(deps.db, { clubId: booking.clubId, bookingId: job.bookingId, holdUntil });
    }
    return;
  }
  await deps.db.transaction(async (tx) => {
    const waits = await waitsTouching(tx, {
      clubId: booking.clubId,
      courtId: booking.courtId,
      from: booking.startsAt,
      to: booking.endsAt,
      now,
    });
    const free: SlotWaitRow[] = [];
    for (const wait of waits) {
      const courtId = wait.courtId ?? booking.courtId;
      if (!(await courtTaken(tx, { courtId, from: wait.startsAt, to: wait.endsAt, now }))) free.push(wait);
    }
    const gone = new Set(
      (
        await deleteWaits(
          tx,
          free.map((wait) => wait.id),
        )
      ).map((row) => row.id),
    );
    for (const wait of free.filter((row) => gone.has(row.id))) {
      await tellPlayers(tx, booking.clubId, [wait.userId], freedNotice(toSlotWaitView(wait)));
    }
  });
}
