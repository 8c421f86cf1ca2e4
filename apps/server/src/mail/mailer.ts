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
   * Without SMTP the log shows only the subject: a mail's text holds personal data (a booking says where
   * a person will be and when). A message whose text must reach whoever runs a bare install (the reset
   * and confirmation links) says so here; in production it never reaches the log, whatever this says.
   */
  textInLog?: boolean;
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
      async send({ subject, text, textInLog }) {
        // A link in a production log would let whoever reads the log take over the account. The address
        // is personal data and stays out of every log; the link's text is what a bare install needs.
        if (textInLog && !opts.production)
          opts.log.info({ mail: { subject } }, `correo (sin SMTP):\n${text}`);
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
    async send({ textInLog: _, ...message }) {
      await transport.sendMail({ from: opts.from, ...message });
    },
  };
}
