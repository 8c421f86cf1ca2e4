import type { DbOrTx } from "../../db/client";
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { badRequest, conflictOn, notFound } from "../../http/app-error";
import type { CourtChanges } from "./court-input";
import {
  applySchedulePlan,
  type CourtRow,
  insertCourt,
  listClubCourts,
  lockClubCourt,
  nextCourtPosition,
  replaceCourtPrices,
  updateCourtRow,
} from "./courts.repository";
import { planScheduleChanges } from "./schedule-plan";

export type { CourtRow };

const courtNotFound = () => notFound("Cancha no encontrada");

export const listCourts = (db: DbOrTx, clubId: number) => listClubCourts(db, clubId);

async function courtOrThrow(db: DbOrTx, clubId: number, courtId: number) {
  const [court] = await listClubCourts(db, clubId, courtId);
  if (!court) throw courtNotFound();
  return court;
}

/** The database's answer to a clash, in the words of the form's field. */
function explainViolation(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === UNIQUE_VIOLATION && pg.constraint === "courts_club_name_key") {
    throw conflictOn("data.court_name", "Ya existe una cancha con ese nombre en el club");
  }
  if (pg?.code === EXCLUSION_VIOLATION && pg.constraint === "court_schedules_no_overlap") {
    throw conflictOn(
      "data.schedules",
      "Los horarios se superponen con otros de la cancha. Actualiza la página e intenta de nuevo.",
    );
  }
  throw error;
}

/** Replaces the court's spans (keeping the ids, and bookings, of spans edited in place) and prices. */
async function replaceHoursAndPrices(
  tx: DbOrTx,
  court: { clubId: number; courtId: number; stored: CourtRow["schedules"] },
  changes: CourtChanges,
) {
  if (changes.schedules) {
    const storedIds = new Set(court.stored.map((span) => span.id));
    changes.schedules.forEach((span, index) => {
      if (span.id !== undefined && !storedIds.has(span.id)) {
        throw badRequest(`data.schedules.${index}.id`, "Ese horario no es de esta cancha");
      }
    });
    await applySchedulePlan(tx, court, planScheduleChanges(court.stored, changes.schedules));
  }
  if (changes.prices) await replaceCourtPrices(tx, court, changes.prices);
}

const rowChanges = ({ name, indoor, surface, active, position }: CourtChanges) => ({
  name,
  indoor,
  surface,
  active,
  position,
});

export async function createCourt(
  db: DbOrTx,
  input: { clubId: number; court: CourtChanges & { name: string } },
): Promise<CourtRow> {
  const { clubId, court } = input;
  try {
    const courtId = await db.transaction(async (tx) => {
      const id = await insertCourt(tx, {
        clubId,
        name: court.name,
        indoor: court.indoor ?? false,
        surface: court.surface ?? "",
        active: court.active ?? true,
        position: court.position ?? (await nextCourtPosition(tx, clubId)),
      });
      await replaceHoursAndPrices(tx, { clubId, courtId: id, stored: [] }, court);
      return id;
    });
    return await courtOrThrow(db, clubId, courtId);
  } catch (error) {
    explainViolation(error);
  }
}

/** Courts are never deleted (bookings point at them): `active: false` takes one out of the grid. */
export async function updateCourt(
  db: DbOrTx,
  input: { clubId: number; courtId: number; changes: CourtChanges },
): Promise<CourtRow> {
  const { clubId, courtId, changes } = input;
  try {
    await db.transaction(async (tx) => {
      if (!(await lockClubCourt(tx, clubId, courtId))) throw courtNotFound();
      await updateCourtRow(tx, courtId, rowChanges(changes));
      // Read after the lock: a concurrent edit of this court has committed, and this statement sees it.
      const stored = changes.schedules ? (await courtOrThrow(tx, clubId, courtId)).schedules : [];
      await replaceHoursAndPrices(tx, { clubId, courtId, stored }, changes);
    });
    return await courtOrThrow(db, clubId, courtId);
  } catch (error) {
    explainViolation(error);
  }
}
