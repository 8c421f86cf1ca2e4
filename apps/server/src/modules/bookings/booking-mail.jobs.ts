import { z } from "zod";
import { jobType } from "../jobs/job-types";

const bookingRef = z.object({ clubId: z.number().int(), id: z.number().int() });

/** The player's confirmation with its calendar file, once the booking is confirmed. */
export const bookingConfirmationMailJob = jobType("booking-confirmation-mail", bookingRef);

/** The player's notice that the club or they themselves cancelled the booking. */
export const bookingCancellationMailJob = jobType(
  "booking-cancellation-mail",
  bookingRef.extend({ by: z.enum(["club", "player"]) }),
);

/** The receipt of an online payment the gateway confirmed: to the booker, or to the player whose share it paid. */
export const onlinePaymentMailJob = jobType(
  "online-payment-mail",
  bookingRef.extend({
    amount: z.number().int(),
    method: z.string(),
    authorizationCode: z.string().nullable(),
    playerId: z.number().int().nullish(),
  }),
);
