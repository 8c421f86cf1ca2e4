import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import type { ListenFn } from "./db/client";
import { confirmationMailJobs } from "./modules/auth/email-confirmation.service";
import { passwordResetMailJobs } from "./modules/auth/password-reset.service";
import { bookingMailJobs } from "./modules/bookings/booking-mail.service";
import { startJobRunner } from "./modules/jobs/job-runner";
import { orderMailJobs } from "./modules/orders/order-mail.service";
import { shareRefundJobs } from "./modules/payments/share-refund.jobs";
import { waitlistJobs } from "./modules/waitlists/waitlist-job-handlers";

/**
 * Every kind of job the app owes, by module, run by one runner per process from the ready app until it
 * closes (letting the job in hand finish).
 */
export function registerJobRunner(app: FastifyInstance, ctx: AppContext, listen: ListenFn) {
  const handlers = [
    ...confirmationMailJobs(ctx),
    ...passwordResetMailJobs(ctx),
    ...bookingMailJobs(ctx),
    ...orderMailJobs(ctx),
    ...waitlistJobs(ctx),
    ...shareRefundJobs(ctx),
  ];
  let runner: { stop(): Promise<void> } | undefined;
  app.addHook("onReady", async () => {
    runner = await startJobRunner({
      db: ctx.db,
      listen,
      log: ctx.log,
      handlers,
      leaseMs: ctx.config.jobLeaseMs,
    });
  });
  app.addHook("onClose", async () => {
    await runner?.stop();
  });
}
