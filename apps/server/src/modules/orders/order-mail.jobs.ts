import { z } from "zod";
import { jobType } from "../jobs/job-types";

/** The receipt of a paid sale, to the client the order names. */
export const orderReceiptMailJob = jobType(
  "order-receipt-mail",
  z.object({ clubId: z.number().int(), id: z.number().int() }),
);
