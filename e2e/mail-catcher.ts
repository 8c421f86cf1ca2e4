import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";

/**
 * The e2e server sends its mail to a real SMTP server on loopback, started by Playwright's global set-up
 * (port = the app's + 1000); each message is written to a folder the tests read, since they run in other
 * processes. A journey reads a link from the mail, as a person would.
 */
export const mailPort = (appPort: number) => appPort + 1000;
const mailDir = (appPort: number) => path.join(tmpdir(), `club-e2e-mail-${appPort}`);
const appPort = () => Number(process.env.E2E_PORT ?? 3100);

export default async function startMailCatcher() {
  const dir = mailDir(appPort());
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
        writeFileSync(path.join(dir, `${++count}-${encodeURIComponent(to)}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(mailPort(appPort()), "127.0.0.1", () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The text of the newest mail to `address`, quoted-printable soft breaks and `=` undone; null if none yet. */
export async function lastMailTo(address: string): Promise<string | null> {
  const dir = mailDir(appPort());
  const mine = (await readdir(dir))
    .filter((name) => name.includes(encodeURIComponent(address.toLowerCase())))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const newest = mine.at(-1);
  if (!newest) return null;
  const raw = await readFile(path.join(dir, newest), "latin1");
  return raw.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
}

/** Confirms a new account's address as its owner would: with the code of the link in its sign-up mail. */
export async function confirmEmailFromMail(request: APIRequestContext, address: string) {
  let code = "";
  await expect
    .poll(async () => {
      code = /\/confirmar-correo\?code=([A-Za-z0-9_-]+)/.exec((await lastMailTo(address)) ?? "")?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  const confirmed = await request.post("/api/auth/confirm-email", { data: { code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
