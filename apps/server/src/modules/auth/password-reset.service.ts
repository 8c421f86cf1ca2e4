import { passwordProblem } from "@club/domain/password-policy";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { countHit } from "../../db/throttle-store";
import { badRequest } from "../../http/app-error";
import { enqueueJob, handleJob, type JobHandler } from "../jobs/job-types";
import { findUserByEmail, updatePasswordHash } from "../users/users.repository";
import { passwordResetMailJob } from "./auth-mail.jobs";
import { digestOf, newOneTimeCode } from "./one-time-code";
import {
  consumeResetCode,
  findUsableResetCode,
  insertResetCode,
  invalidateResetCodes,
} from "./password-reset.repository";
import { hashPassword } from "./passwords";

type Deps = Pick<AppContext, "db" | "mailer" | "config" | "log" | "sessionUsers">;

export const FORGOT_PASSWORD_ANSWER = {
  ok: true,
  message: "Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.",
} as const;

export const RESET_PASSWORD_ANSWER = {
  ok: true,
  message: "Tu contraseña fue actualizada. Ya puedes iniciar sesión.",
} as const;

const INVALID_CODE = "El enlace no es válido o ya expiró";

/** Reset mails one account receives in an hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

function resetMail(name: string, link: string) {
  return {
    subject: "Restablece tu contraseña",
    text: [
      `Hola ${name}:`,
      "",
      "Recibimos una solicitud para restablecer la contraseña de tu cuenta.",
      "Para elegir una contraseña nueva, abre este enlace (vale por 1 hora y sirve una sola vez):",
      "",
      link,
      "",
      "Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.",
    ].join("\n"),
  };
}

/**
 * Someone asks for a reset link for `email`. The address's share is counted here, once per request
 * whether or not it has an account (so the answer and its cost say nothing), and not again when the job is
 * retried; past the share nothing is owed. The job decides whether there is an account to mail.
 */
export async function askPasswordReset(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { hits } = await countHit(tx, `reset-mail:${email.trim().toLowerCase()}`, HOUR_MS);
    if (hits <= RESET_MAILS_PER_HOUR) await enqueueJob(tx, passwordResetMailJob, { email });
  });
}

/** Sends a reset link when the address has an account. */
async function mailResetLink(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const code = newOneTimeCode();
  await insertResetCode(deps.db, user.id, digestOf(code));
  const link = `${deps.config.publicUrl}/password_reset?code=${code}`;
  await deps.mailer.send({ to: user.email, ...resetMail(user.name, link), linkForLog: link });
}

/** The jobs of the password reset e-mails. */
export const passwordResetMailJobs = (deps: Deps): JobHandler[] => [
  handleJob(passwordResetMailJob, ({ email }) => mailResetLink(deps, email)),
];

export async function resetPassword(deps: Deps, input: { code: string; password: string }) {
  const codeHash = digestOf(input.code);
  // A cheap check first, so a bad code costs no argon2 hash.
  const found = await findUsableResetCode(deps.db, codeHash);
  if (!found) throw badRequest("code", INVALID_CODE);
  const problem = passwordProblem(input.password, found.owner);
  if (problem) throw badRequest("password", problem);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetCode(tx, codeHash);
    if (userId === null) throw badRequest("code", INVALID_CODE);
    await updatePasswordHash(tx, userId, passwordHash);
    await invalidateResetCodes(tx, userId);
    return userId;
  });
  deps.sessionUsers.forget(userId);
}
