import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: string; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Without SMTP the log shows only the subject: a mail's text holds personal data (a greeting names the
   * person; a booking says where they will be and when). A link that must reach whoever runs a bare
   * install (the reset and confirmation links) is given here and logged alone, never the text around it;
   * in production it never reaches the log.
   */
  linkForLog?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the message goes to the server log, so a bare install still works. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send({ subject, linkForLog }) {
        // A link in a production log would let whoever reads the log take over the account. The address
        // and the name are personal data and stay out of every log; the link is what a bare install needs.
        if (linkForLog && !opts.production)
          opts.log.info({ mail: { subject } }, `correo (sin SMTP): no se envió; su enlace: ${linkForLog}`);
        else opts.log.info({ mail: { subject } }, "correo (sin SMTP): no se envió; el texto no se anota");
      },
    };
  }
  // A send ends, sent or failed, within a job's lease (JOB_LEASE_MS, 10 minutes by default): with nodemailer's own
  // waits (2 minutes to connect, 10 of silence at any step) a second runner could take the job and send
  // it again.
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send({ linkForLog: _, ...message }) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
