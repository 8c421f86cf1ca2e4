import { z } from "zod";
import { jobType } from "../jobs/job-types";

/** A new link to confirm the account's e-mail address. */
export const confirmationMailJob = jobType(
  "account-confirmation-mail",
  z.object({ userId: z.number().int() }),
);

/**
 * A password reset link, when the address has an account: who asked is answered the same either way, so
 * the job, not the request, looks the address up.
 */
export const passwordResetMailJob = jobType("password-reset-mail", z.object({ email: z.string() }));
