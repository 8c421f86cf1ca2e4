import { UNKNOWN_TIME_ZONE } from "@club/domain";
import { type DbOrTx, INVALID_PARAMETER_VALUE, pgErrorOf } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { uploadKeyOfClub } from "../uploads/uploads.repository";
import {
  type ClubSettingsChanges,
  type ClubSettingsRow,
  findClubSettings,
  listBookableClubs,
  updateClubSettings,
} from "./clubs.repository";

export type { ClubSettingsChanges, ClubSettingsRow };

/** GoMatch: the service that adds bookings (DESIGN "Services"). */
const BOOKING_SERVICE = 1;

export const listClubsForBooking = (db: DbOrTx) => listBookableClubs(db, BOOKING_SERVICE);

// The session's membership references the club, so it exists; a missing one is a broken invariant.
const clubOf = (row: ClubSettingsRow | null, clubId: number) => {
  if (!row) throw notFound(`Club ${clubId} no encontrado`);
  return row;
};

export async function getClubSettings(db: DbOrTx, clubId: number) {
  return clubOf(await findClubSettings(db, clubId), clubId);
}

/**
 * Changes only the fields given; a logo must be an image this club uploaded. A new zone must be one the
 * database knows too: its sales are counted again by the club's days in it (migration 0019).
 */
export async function updateClub(db: DbOrTx, input: { clubId: number; changes: ClubSettingsChanges }) {
  const { clubId, changes } = input;
  if (changes.logoKey && !(await uploadKeyOfClub(db, clubId, changes.logoKey))) {
    throw badRequest("data.logo_key", "El logo debe ser una imagen subida por el club");
  }
  if (Object.values(changes).every((value) => value === undefined)) return getClubSettings(db, clubId);
  try {
    return clubOf(await updateClubSettings(db, clubId, changes), clubId);
  } catch (error) {
    if (changes.timeZone !== undefined && pgErrorOf(error)?.code === INVALID_PARAMETER_VALUE) {
      throw badRequest("data.time_zone", UNKNOWN_TIME_ZONE);
    }
    throw error;
  }
}
