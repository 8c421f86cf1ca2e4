import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createTestApp } from "./harness";

export type CaughtMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps every message it receives, for tests of outgoing mail. */
export async function startSmtpCatcher() {
  const messages: CaughtMail[] = [];
  const recipients: string[] = [];
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void held.then(() => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("latin1"),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Every RCPT TO seen, even of a message that never completed. */
    recipients,
    /** Holds every message back (not accepted, not in `messages`) until the returned release is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(body: string): Buffer {
  const text = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replaceAll("_", " ")).toString("utf8"),
    );
}

/** Headers and text of a single-part message, decoded from quoted-printable or base64 as sent. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  if (!/^text\/plain/i.test(headers["content-type"] ?? "")) {
    throw new Error(`se esperaba text/plain, llegó ${headers["content-type"]}`);
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const bytes =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : Buffer.from(body, "latin1");
  return { headers, text: bytes.toString("utf8") };
}

/** A test app that mails to its own catcher, with the links of its mails on https://club.example.cl. */
export async function createMailingTestApp(opts: { now?: () => Date } = {}) {
  const smtp = await startSmtpCatcher();
  const t = await createTestApp({
    ...opts,
    config: { smtpUrl: smtp.url, publicUrl: "https://club.example.cl" },
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
