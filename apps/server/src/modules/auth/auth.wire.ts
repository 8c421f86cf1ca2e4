import type { SessionUser } from "@club/contract";
import type { SessionUserRow } from "../../http/session-users";
import type { AuthResult } from "./auth.service";

/** The contract's session user: the wire format carries neither the club id nor anything else internal. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    role: row.role,
  };
}

/** A sign-in's answer: the token and who signed in. */
export const authWire = (r: AuthResult) => ({ jwt: r.jwt, user: toSessionUser(r.user) });
