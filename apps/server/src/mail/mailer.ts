import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the message goes to the server log, so a bare install still works. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `correo (sin SMTP):\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
