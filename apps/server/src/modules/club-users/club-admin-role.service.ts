import type { AppContext } from "../../context";
import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { findClubPerson } from "../../db/club-people";
import { conflict, notFound } from "../../http/app-error";
import {
  administersAnotherClub,
  lockClubForAdminChange,
  setMembershipRole,
} from "./club-admin-role.repository";
import { countAdministrators } from "./club-users.repository";

export const ADMIN_ELSEWHERE_MESSAGE = "Este usuario ya administra otro club";
export const LAST_ADMIN_MESSAGE =
  "El club debe tener al menos un administrador: nombra a otro antes de quitar este";

type Role = "authenticated" | "club_administrator";

/**
 * Makes a member of the club its administrator, or a player again. The club's row is locked first, so
 * two administrators who remove each other at once run one after the other, and the second finds the
 * last administrator and is refused. The user's cached session is forgotten here, so a demoted
 * administrator loses the back office on their next call to this instance.
 */
export async function setClubAdministrator(
  deps: Pick<AppContext, "db" | "sessionUsers">,
  q: { clubId: number; userId: number; administrator: boolean },
): Promise<{ role: Role; changed: boolean }> {
  const target: Role = q.administrator ? "club_administrator" : "authenticated";
  const changed = await deps.db
    .transaction(async (tx) => {
      await lockClubForAdminChange(tx, q.clubId);
      const person = await findClubPerson(tx, q);
      if (person === null) throw notFound("Usuario no encontrado");
      if (person.role === target) return false;
      if (q.administrator && (await administersAnotherClub(tx, q))) throw conflict(ADMIN_ELSEWHERE_MESSAGE);
      if (!q.administrator && (await countAdministrators(tx, q.clubId)) <= 1)
        throw conflict(LAST_ADMIN_MESSAGE);
      await setMembershipRole(tx, { clubId: q.clubId, userId: q.userId, role: target });
      return true;
    })
    .catch((error: unknown) => {
      // Another club made them its administrator at the same moment: the one-admin-club index refused it.
      if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(ADMIN_ELSEWHERE_MESSAGE);
      throw error;
    });
  if (changed) deps.sessionUsers.forget(q.userId);
  return { role: target, changed };
}
