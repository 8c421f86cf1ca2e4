import {
  addDays,
  type CategoryRange,
  categoryCode,
  categoryOfCode,
  categoryRangeLabel,
  categoryRangeProblem,
  dayClock,
  firstShowing,
  isInCategoryRange,
  isPlayerCategory,
  pageInfo,
  rangeEndsAdmitting,
  readSlug,
} from "@club/domain";
import { type Db, type DbOrTx, pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error";
import { joinClub } from "../bookings/booking-club.repository";
import { newSlugToken } from "../bookings/booking-create.service";
import { bookingClubOrThrow, checkBookingDate } from "../bookings/booking-day";
import { cancelDeadline, ownBookingRow } from "../bookings/bookings.service";
import { refundShareOnLeave } from "../bookings/share-refunds";
import { isEmailConfirmed } from "../users/users.repository";
import { offerLeftPlace, takePlaceOverWaitlist } from "../waitlists/match-offers.service";
import { scheduleMatchReminder } from "../waitlists/match-reminder.service";
import { matchWaitlistView } from "../waitlists/match-waitlist.service";
import { resultOfMatch } from "./match-results.repository";
import { type CourtSide, type MatchView, matchRange, toMatchView, toMatchViews } from "./match-view";
import {
  bookingHoldsSlot,
  findMatchRow,
  insertMatch,
  insertMatchPlayer,
  listOpenMatches,
  livePlayersOf,
  lockMatch,
  type MatchRow,
  markPlayerLeft,
  matchOfBooking,
  playerCategory,
} from "./matches.repository";

const matchNotFound = () => notFound("Partido no encontrado");

/** The match a public identifier names: its 16-character token must match, or it is 404 like a missing one. */
export async function matchBySlug(db: DbOrTx, slug: string, now: Date) {
  const parts = readSlug(slug);
  if (!parts) throw matchNotFound();
  const row = await findMatchRow(db, parts.id, now);
  if (!row || row.slugToken !== parts.token) throw matchNotFound();
  return row;
}

/** The match's page: the row with its players, its result and its waitlist (with the viewer's place). */
async function viewOfRow(
  db: DbOrTx,
  row: MatchRow,
  now: Date,
  viewerId: number | null = null,
): Promise<MatchView> {
  const waitlist = await matchWaitlistView(db, { matchId: row.id, timeZone: row.timeZone, viewerId, now });
  return toMatchView(row, await livePlayersOf(db, [row.id]), now, await resultOfMatch(db, row.id), waitlist);
}

export async function viewOf(
  db: DbOrTx,
  id: number,
  now: Date,
  viewerId: number | null = null,
): Promise<MatchView> {
  const row = await findMatchRow(db, id, now);
  if (!row) throw matchNotFound();
  return viewOfRow(db, row, now, viewerId);
}

export type NewMatch = {
  userId: number;
  bookingSlug: string;
  openPlaces: number;
  visibility: "public" | "link";
  strongestCode?: string;
  weakestCode?: string;
  side?: CourtSide;
  now: Date;
};

/** Both ends of a range or neither, of one list, the strongest first; codes the contract already checked. */
function rangeOf(input: Pick<NewMatch, "strongestCode" | "weakestCode">): CategoryRange | null {
  const strongest = input.strongestCode === undefined ? null : categoryOfCode(input.strongestCode);
  const weakest = input.weakestCode === undefined ? null : categoryOfCode(input.weakestCode);
  if (strongest === null && weakest === null) return null;
  if (strongest === null)
    throw badRequest("strongest_category", "Indica también la categoría más alta del rango");
  if (weakest === null)
    throw badRequest("weakest_category", "Indica también la categoría más baja del rango");
  const problem = categoryRangeProblem({ strongest, weakest });
  if (problem) throw badRequest("weakest_category", problem);
  return { strongest, weakest };
}

/**
 * The booker opens their own booking as a match: a live match booking of theirs that has not started,
 * once (a second time is 409). Anyone else's booking is 404, as one that does not exist.
 */
export async function createMatch(db: Db, input: NewMatch): Promise<MatchView> {
  const range = rangeOf(input);
  const booking = await ownBookingRow(db, input.userId, input.bookingSlug);
  if (!(await bookingHoldsSlot(db, booking.id, input.now))) {
    throw conflict("La reserva está cancelada o venció sin pagarse: no se puede abrir como partido");
  }
  if (booking.startsAt.getTime() <= input.now.getTime()) throw conflict("La reserva ya empezó");
  if (await matchOfBooking(db, booking.id)) throw conflict("Esta reserva ya es un partido abierto");
  const id = await db
    .transaction(async (tx) => {
      const matchId = await insertMatch(tx, {
        clubId: booking.clubId,
        bookingId: booking.id,
        slugToken: newSlugToken(),
        openPlaces: input.openPlaces,
        visibility: input.visibility,
        strongestCategory: range?.strongest ?? null,
        weakestCategory: range?.weakest ?? null,
        bookerSide: input.side ?? null,
        createdBy: input.userId,
      });
      // Its "not full yet" reminder is owed from the moment it exists.
      const { clubId, startsAt } = booking;
      await scheduleMatchReminder(tx, { clubId, matchId, startsAt, now: input.now });
      return matchId;
    })
    .catch((error: unknown) => {
      // Two requests for one booking at once: the unique index lets one through.
      if (pgErrorOf(error)?.code === UNIQUE_VIOLATION)
        throw conflict("Esta reserva ya es un partido abierto");
      throw error;
    });
  return viewOf(db, id, input.now);
}

/** The match's page; a signed-in viewer also reads their place on its waitlist. */
export async function findMatch(
  db: DbOrTx,
  slug: string,
  now: Date,
  viewerId: number | null = null,
): Promise<MatchView> {
  return viewOfRow(db, await matchBySlug(db, slug, now), now, viewerId);
}

/** A club's public matches with a free place on a day of its calendar, for a category when given. */
export async function openMatchesOn(
  db: DbOrTx,
  q: { clubId: number; date: string; categoryCode?: string; page: number; limit: number; now: Date },
) {
  const club = await bookingClubOrThrow(db, q.clubId);
  // From today to the club's booking window: no match is played outside it.
  checkBookingDate(club, q.date, q.now);
  const category = q.categoryCode === undefined ? null : categoryOfCode(q.categoryCode);
  const { rows, total } = await listOpenMatches(db, {
    clubId: club.id,
    from: firstShowing(dayClock(q.date, club.timeZone).resolve(0)),
    to: firstShowing(dayClock(addDays(q.date, 1), club.timeZone).resolve(0)),
    now: q.now,
    admitting: category === null ? undefined : rangeEndsAdmitting(category),
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const players = await livePlayersOf(
    db,
    rows.map((row) => row.id),
  );
  return { matches: toMatchViews(rows, players, q.now), pagination: pageInfo(q.page, q.limit, total) };
}

/**
 * A signed-in player takes a free place, under the match's lock: of twenty players racing for the last
 * place one gets it, the others a 409. Refused (409, in words): a closed match, the booker, a player
 * already in, a full match, and a player whose category is outside the range (or who has none).
 */
export async function joinMatch(
  db: Db,
  input: { userId: number; slug: string; side?: CourtSide; now: Date },
): Promise<MatchView> {
  const { id } = await matchBySlug(db, input.slug, input.now);
  // A place is held only by an account whose owner answered the sign-up mail, as a court is.
  if (!(await isEmailConfirmed(db, input.userId))) {
    throw new AppError(
      "EMAIL_NOT_CONFIRMED",
      "Confirma tu correo para unirte: abre el enlace que te enviamos al crear tu cuenta.",
    );
  }
  const category = await playerCategory(db, input.userId);
  await db.transaction(async (tx) => {
    if (!(await lockMatch(tx, id))) throw matchNotFound();
    const row = await findMatchRow(tx, id, input.now);
    if (!row) throw matchNotFound();
    const players = await livePlayersOf(tx, [id]);
    const view = toMatchView(row, players, input.now);
    if (view.closed) throw conflict("Este partido ya no recibe jugadores");
    if (row.userId === input.userId || players.some((p) => p.userId === input.userId)) {
      throw conflict("Ya estás en este partido");
    }
    if (view.freePlaces === 0) throw conflict("El partido está completo");
    const range = matchRange(row);
    if (range && !isPlayerCategory(category)) {
      throw conflict(`Este partido es para ${categoryRangeLabel(range)}: elige tu categoría en tu perfil`);
    }
    if (range && !isInCategoryRange(category, range)) {
      throw conflict(
        `Tu categoría (${categoryCode(category)}) no está en el rango del partido (${categoryRangeLabel(range)})`,
      );
    }
    // A place kept for the first of the waitlist is theirs alone until their offer ends.
    await takePlaceOverWaitlist(tx, {
      matchId: id,
      userId: input.userId,
      freePlaces: view.freePlaces,
      now: input.now,
    });
    await insertMatchPlayer(tx, {
      clubId: row.clubId,
      matchId: id,
      userId: input.userId,
      side: input.side ?? null,
    });
    await joinClub(tx, { clubId: row.clubId, userId: input.userId });
  });
  return viewOf(db, id, input.now, input.userId);
}

/**
 * A player who joined leaves, up to the club's cancellation window before the start (the booker cancels
 * the booking instead).
 */
export async function leaveMatch(
  db: Db,
  input: { userId: number; slug: string; now: Date },
): Promise<MatchView> {
  const row = await matchBySlug(db, input.slug, input.now);
  if (row.userId === input.userId) {
    throw conflict("Reservaste esta cancha: para no jugar, cancela la reserva");
  }
  const deadline = cancelDeadline(row).getTime();
  await db.transaction(async (tx) => {
    await lockMatch(tx, row.id);
    if (!(await markPlayerLeft(tx, { matchId: row.id, userId: input.userId, now: input.now }))) {
      throw conflict("No estás en este partido");
    }
    if (input.now.getTime() > deadline) {
      throw conflict(
        `Solo puedes salir hasta ${row.cancellationHours} horas antes del inicio. Comunícate con el club.`,
      );
    }
    // Their paid share comes back to them as the club's policy says.
    await refundShareOnLeave(tx, {
      clubId: row.clubId,
      bookingId: row.bookingId,
      userId: input.userId,
      now: input.now,
    });
    // The place goes, kept for a while, to the first of the waitlist.
    await offerLeftPlace(tx, row.id, input.now);
  });
  return viewOf(db, row.id, input.now, input.userId);
}
