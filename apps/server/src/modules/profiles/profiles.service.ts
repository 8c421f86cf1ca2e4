import { categoryOfCode, joinSlug, localDateTime } from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error";
import { rankingPosition } from "../ranking/ranking.repository";
import { PROFILE_PHOTOS_FOLDER } from "../uploads/uploads.repository";
import { type IncomingFile, storeImages } from "../uploads/uploads.service";
import { isMemberOf } from "../users/users.repository";
import {
  categoryFollowsResults,
  findProfileRow,
  homeClub,
  lastResults,
  namesOf,
  type ProfileRow,
  replacePhoto,
  updateUser,
} from "./profiles.repository";

const LAST_RESULTS = 5;

/** Who asks for a profile: the signed-in user, and the club they administer (null for players). */
export type Viewer = { id: number; adminOf: number | null };

export type ProfileResultView = {
  matchSlug: string;
  date: string;
  clubName: string;
  partner: string;
  rivals: string[];
  sets: [number, number][];
  won: boolean;
};

export type ProfileView = {
  row: ProfileRow;
  club: { id: number; name: string } | null;
  played: number;
  won: number;
  points: number | null;
  rankingPosition: number | null;
  lastResults: ProfileResultView[];
  own: boolean;
  categoryLock: "club" | "other_club" | "results" | null;
  // The owner and the administrators of a club the player belongs to see the private fields.
  seesPrivate: boolean;
};

const userNotFound = () => notFound("Jugador no encontrado");

async function resultsOf(db: DbOrTx, userId: number): Promise<ProfileResultView[]> {
  const rows = await lastResults(db, userId, LAST_RESULTS);
  const names = await namesOf(db, [...new Set(rows.flatMap((row) => [...row.pair1, ...row.pair2]))]);
  const name = (id: number) => names.get(id) ?? "";
  return rows.map((row) => {
    const inFirst = row.pair1.includes(userId);
    const [own, rivals] = inFirst ? [row.pair1, row.pair2] : [row.pair2, row.pair1];
    return {
      matchSlug: joinSlug(row.slugToken, row.matchId),
      date: localDateTime(row.startsAt, row.timeZone).date,
      clubName: row.clubName,
      partner: name(own.find((id) => id !== userId) ?? 0),
      rivals: rivals.map(name),
      sets: row.sets.map(([a, b]) => (inFirst ? [a, b] : [b, a])),
      won: row.winner === (inFirst ? 1 : 2),
    };
  });
}

/** A category placed by hand, as the one asking sees it: another club's administrator cannot change it. */
const handLock = (row: ProfileRow, viewer: Viewer) =>
  viewer.adminOf !== null && row.categoryFixedBy !== null && row.categoryFixedBy !== viewer.adminOf
    ? "other_club"
    : "club";

async function viewOf(db: DbOrTx, row: ProfileRow, viewer: Viewer): Promise<ProfileView> {
  const own = row.id === viewer.id;
  const seesPrivate = own || (viewer.adminOf !== null && (await isMemberOf(db, viewer.adminOf, row.id)));
  const [club, results, byResults] = await Promise.all([
    homeClub(db, row.id),
    resultsOf(db, row.id),
    categoryFollowsResults(db, row.id),
  ]);
  const points = club?.played ? club.points : null;
  const position =
    club && points !== null && !row.hideFromRanking
      ? await rankingPosition(db, { clubId: club.clubId, category: row.category, points })
      : null;
  return {
    row,
    club: club && { id: club.clubId, name: club.name },
    played: club?.played ?? 0,
    won: club?.won ?? 0,
    points,
    rankingPosition: position,
    lastResults: results,
    own,
    categoryLock: row.categoryByHand ? handLock(row, viewer) : byResults ? "results" : null,
    seesPrivate,
  };
}

/** A player's profile by username, as the viewer may see it. */
export async function findProfile(db: DbOrTx, username: string, viewer: Viewer): Promise<ProfileView> {
  const row = await findProfileRow(db, username);
  if (!row) throw userNotFound();
  return viewOf(db, row, viewer);
}

/** The viewer's own profile, or 403 for anyone else's (404 for nobody's). */
async function ownRow(db: DbOrTx, username: string, viewer: Viewer): Promise<ProfileRow> {
  const row = await findProfileRow(db, username);
  if (!row) throw userNotFound();
  if (row.id !== viewer.id) throw forbidden("Solo puedes editar tu propio perfil");
  return row;
}

export type ProfileChange = {
  name?: string;
  lastname?: string;
  phone?: string;
  categoryCode?: string;
  side?: "drive" | "reves" | null;
  hidePhone?: boolean;
  hideFromRanking?: boolean;
};

/**
 * The owner changes their profile. Their category is theirs to declare until the club fixes it by hand
 * or their results at a club with thresholds move it (409 then).
 */
export async function updateProfile(
  db: DbOrTx,
  username: string,
  viewer: Viewer,
  change: ProfileChange,
): Promise<ProfileView> {
  const row = await ownRow(db, username, viewer);
  const { categoryCode, ...rest } = change;
  const category = categoryCode === undefined ? undefined : categoryOfCode(categoryCode);
  if (category !== undefined && category !== row.category) {
    if (row.categoryByHand) {
      const club = row.categoryFixedByName ?? "Tu club";
      throw conflict(`${club} fijó tu categoría: pídele al club que la cambie`);
    }
    if (await categoryFollowsResults(db, row.id)) {
      throw conflict("Tu categoría ya la mueven tus resultados en el club, según sus umbrales");
    }
  }
  await updateUser(db, row.id, { ...rest, ...(category === undefined ? {} : { category }) });
  return findProfile(db, row.username, viewer);
}

/** The owner's new photo (one image), replacing the previous one, whose file is deleted. */
export async function changePhoto(
  db: Db,
  username: string,
  viewer: Viewer,
  files: IncomingFile[],
): Promise<ProfileView> {
  const row = await ownRow(db, username, viewer);
  if (files.length > 1) throw badRequest("files", "Sube una sola foto");
  const [stored] = await storeImages(db, {
    clubId: null,
    userId: row.id,
    folder: PROFILE_PHOTOS_FOLDER,
    files,
  });
  if (stored) await db.transaction((tx) => replacePhoto(tx, row.id, stored.id));
  return findProfile(db, row.username, viewer);
}
