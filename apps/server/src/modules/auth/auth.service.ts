import { normalizeRut, type PlayerCategory } from "@club/domain";
import { passwordProblem } from "@club/domain/password-policy";
import type { AppContext } from "../../context";
import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { countHit } from "../../db/throttle-store";
import { AppError, badRequest, unauthorized } from "../../http/app-error";
import type { SessionUserRow } from "../../http/session-users";
import {
  findIdentityConflicts,
  findSessionUser,
  findUserByIdentifier,
  type IdentityField,
  insertUser,
} from "../users/users.repository";
import { oweConfirmationMail } from "./email-confirmation.service";
import { knownDeviceCookie, knownDeviceOf } from "./known-devices";
import { admitLoginAttempt, clearLoginAttempts } from "./login-throttle.repository";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

type Deps = Pick<AppContext, "db" | "tokens" | "config">;

/** A session opened: its token and who holds it. */
export type AuthResult = { jwt: string; user: SessionUserRow };
/** A sign-in's answer and the browser's renewed known-device marker (a Set-Cookie value). */
export type SignIn = { result: AuthResult; deviceCookie: string };

// One message whether the account exists or not, so the login form does not reveal which accounts exist.
export const WRONG_CREDENTIALS = "Usuario o contraseña incorrectos";
// The words of the per-address limit: a caller cannot tell which of the two limits it hit.
export const TOO_MANY_ATTEMPTS = "Demasiados intentos. Espera un momento y vuelve a intentar.";

const DUPLICATE_MESSAGES: Record<IdentityField, string> = {
  username: "Ese nombre de usuario ya está en uso",
  email: "Ya existe una cuenta con ese correo",
  rut: "Ya existe una cuenta con ese RUT",
};

const UNIQUE_CONSTRAINT_FIELDS: Record<string, IdentityField> = {
  users_username_lower_key: "username",
  users_email_lower_key: "email",
  users_rut_key: "rut",
};

async function issueSession(deps: Deps, userId: number): Promise<AuthResult> {
  const user = await findSessionUser(deps.db, userId);
  if (!user) throw unauthorized(WRONG_CREDENTIALS);
  return { jwt: await deps.tokens.sign(user.id), user };
}

/**
 * Which count a sign-in attempt waits on: a browser that signed in to the account before has its own,
 * so failures from elsewhere never slow it; every other source shares the account's count; an unknown
 * name has one too, so a refusal does not tell which accounts exist.
 */
function throttleKeyOf(deps: Deps, found: { id: number } | null, identifier: string, cookie?: string) {
  if (!found) return `name:${identifier.trim().toLowerCase()}`;
  const device = knownDeviceOf(deps.config.jwtSecret, cookie, found.id);
  return device ? `device:${found.id}:${device.deviceId}` : `user:${found.id}`;
}

export async function login(
  deps: Deps,
  input: { identifier: string; password: string; cookieHeader: string | undefined },
): Promise<SignIn> {
  const found = await findUserByIdentifier(deps.db, input.identifier);
  const throttleKey = throttleKeyOf(deps, found, input.identifier, input.cookieHeader);
  if (!(await admitLoginAttempt(deps.db, throttleKey))) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
  const valid = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!found || !valid) throw new AppError("UNAUTHORIZED", WRONG_CREDENTIALS);
  // Only the count this attempt waited on: a success here gives no free guesses to other sources.
  await clearLoginAttempts(deps.db, throttleKey);
  return {
    result: await issueSession(deps, found.id),
    deviceCookie: deviceCookieFor(deps, input.cookieHeader, found.id),
  };
}

function deviceCookieFor(deps: Deps, cookieHeader: string | undefined, userId: number) {
  const secure = deps.config.publicUrl.startsWith("https://");
  return knownDeviceCookie({ secret: deps.config.jwtSecret, secure }, cookieHeader, userId);
}

function duplicateError(fields: IdentityField[]): AppError {
  const details = fields.map((field) => ({ field, message: DUPLICATE_MESSAGES[field] }));
  return new AppError("VALIDATION_ERROR", details[0]?.message ?? "Datos inválidos", details);
}

/** The field behind a unique violation on users, when that is what the error is. */
export function duplicateFieldOf(error: unknown): IdentityField | undefined {
  const pg = pgErrorOf(error);
  if (pg?.code !== UNIQUE_VIOLATION || !pg.constraint) return undefined;
  return UNIQUE_CONSTRAINT_FIELDS[pg.constraint];
}

/** A sign-up as the route reads it: trimmed strings and a known category. */
export type RegisterInput = {
  name: string;
  lastname: string;
  username: string;
  email: string;
  rut: string;
  phone: string;
  category: PlayerCategory;
  password: string;
};

const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_ACCOUNTS =
  "Ya se crearon varias cuentas desde esta conexión. Vuelve a intentarlo en una hora.";

/**
 * A player signs up and is signed in at once; the browser becomes a known source for the account. The
 * address's count of new accounts is taken only once the form is valid, so a typo costs none; it comes
 * before the hash, so a burst is refused before it costs the server.
 */
export async function registerPlayer(
  deps: Deps,
  input: RegisterInput,
  source: { address: string; cookieHeader: string | undefined; at: Date },
): Promise<SignIn> {
  const rut = normalizeRut(input.rut);
  if (!rut) throw badRequest("rut", "RUT inválido: revisa el formato 12345678-5 y el dígito verificador");
  const problem = passwordProblem(input.password, { ...input, rut });
  if (problem) throw badRequest("password", problem);
  // Checked first for a clear message; the unique indexes still decide when two sign-ups race.
  const conflicts = await findIdentityConflicts(deps.db, {
    username: input.username,
    email: input.email,
    rut,
  });
  if (conflicts.length > 0) throw duplicateError(conflicts);
  const { hits } = await countHit(deps.db, `sign-up:${source.address}`, HOUR_MS);
  if (hits > deps.config.registerRateLimit) throw new AppError("RATE_LIMITED", TOO_MANY_ACCOUNTS);
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const { id } = await insertUser(tx, {
        username: input.username,
        email: input.email,
        name: input.name,
        lastname: input.lastname,
        rut,
        phone: input.phone,
        category: input.category,
        passwordHash,
        // Confirmed when the owner opens the link mailed now; until then no court is held.
        emailConfirmedAt: null,
        // The form cannot be sent without accepting them (the contract asks accept_terms: true).
        termsAcceptedAt: source.at,
      });
      await oweConfirmationMail(tx, id);
      return id;
    });
  } catch (error) {
    const field = duplicateFieldOf(error);
    if (field) throw duplicateError([field]);
    throw error;
  }
  return {
    result: await issueSession(deps, userId),
    deviceCookie: deviceCookieFor(deps, source.cookieHeader, userId),
  };
}
