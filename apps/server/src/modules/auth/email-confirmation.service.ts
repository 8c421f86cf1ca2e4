import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { countHit } from "../../db/throttle-store";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error";
import { enqueueJob, handleJob, type JobHandler } from "../jobs/job-types";
import { confirmationMailJob } from "./auth-mail.jobs";
import {
  confirmationCodeState,
  consumeConfirmationCode,
  insertConfirmationCode,
  unconfirmedAccount,
} from "./email-confirmation.repository";
import { digestOf, newOneTimeCode } from "./one-time-code";

type Deps = Pick<AppContext, "db" | "mailer" | "config">;

export const CONFIRM_EMAIL_ANSWER = {
  ok: true,
  message: "¡Listo! Tu correo quedó confirmado. Ya puedes reservar canchas.",
} as const;
export const RESEND_CONFIRMATION_ANSWER = {
  ok: true,
  message: "Te enviamos un correo nuevo con el enlace para confirmar tu cuenta.",
} as const;

/** Confirmation mails one account receives in an hour, the sign-up's own included. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const UNKNOWN_CODE =
  "Este enlace de confirmación no existe. Revisa que el enlace esté completo o pide uno nuevo.";
const CODE_PROBLEMS = {
  expired: "Este enlace de confirmación venció. Pide uno nuevo desde la pantalla de reservas.",
  used: "Este enlace de confirmación ya se usó. Si tu correo sigue sin confirmar, pide uno nuevo.",
} as const;

function confirmationMail(name: string, link: string) {
  return {
    subject: "Confirma tu correo",
    text: [
      `Hola ${name}:`,
      "",
      "Gracias por crear tu cuenta. Para reservar canchas, confirma tu correo abriendo este enlace",
      "(vale por 24 horas y sirve una sola vez):",
      "",
      link,
      "",
      "Si no creaste esta cuenta, ignora este correo.",
    ].join("\n"),
  };
}

/**
 * Owes the account a new confirmation link, in the caller's transaction (the sign-up's own included);
 * false, and nothing owed, when the account already received its share this hour.
 */
export async function oweConfirmationMail(db: DbOrTx, userId: number): Promise<boolean> {
  const { hits } = await countHit(db, `confirm-mail:${userId}`, HOUR_MS);
  if (hits > CONFIRMATION_MAILS_PER_HOUR) return false;
  await enqueueJob(db, confirmationMailJob, { userId });
  return true;
}

/** Mails a new confirmation link, unless the address was confirmed meanwhile. */
async function mailConfirmationLink(deps: Deps, userId: number): Promise<void> {
  const account = await unconfirmedAccount(deps.db, userId);
  if (!account) return;
  const code = newOneTimeCode();
  await insertConfirmationCode(deps.db, userId, digestOf(code));
  const link = `${deps.config.publicUrl}/confirmar-correo?code=${code}`;
  await deps.mailer.send({ to: account.email, ...confirmationMail(account.name, link), linkForLog: link });
}

/** The jobs of the account's confirmation e-mails. */
export const confirmationMailJobs = (deps: Deps): JobHandler[] => [
  handleJob(confirmationMailJob, ({ userId }) => mailConfirmationLink(deps, userId)),
];

/** The signed-in player asks for a new link. */
export async function resendConfirmation(deps: Deps, userId: number) {
  if (!(await unconfirmedAccount(deps.db, userId))) throw conflict("Tu correo ya está confirmado.");
  if (!(await oweConfirmationMail(deps.db, userId))) {
    throw new AppError(
      "RATE_LIMITED",
      "Ya te enviamos varios correos en la última hora. Revisa tu bandeja de entrada y la de spam, o vuelve a pedirlo más tarde.",
    );
  }
  return RESEND_CONFIRMATION_ANSWER;
}

/** Opens the link: the code's account is confirmed, once. */
export async function confirmEmail(deps: Deps, code: string) {
  const codeHash = digestOf(code);
  const userId = await deps.db.transaction((tx) => consumeConfirmationCode(tx, codeHash));
  if (userId !== null) return CONFIRM_EMAIL_ANSWER;
  const state = await confirmationCodeState(deps.db, codeHash);
  if (state === null || state === "usable") throw notFound(UNKNOWN_CODE);
  throw badRequest("code", CODE_PROBLEMS[state]);
}
