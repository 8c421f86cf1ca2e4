import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "vitest";
import type { DbOrTx } from "../src/db/client";
import { createTestApp } from "./harness";
import { startSmtpCatcher } from "./smtp-catcher";
import { stored } from "./stored";

// Long enough for a mail the app wrongly sent to reach the catcher.
export const SETTLE_MS = 500;

export const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Waits until every job the database holds has run (its mail sent, or found not owed). */
export async function jobsRun(db: DbOrTx) {
  const pending = async () => (await stored<{ n: number }>(db)`select count(*)::int as n from jobs`)[0]?.n;
  await expect.poll(pending, { timeout: 10_000 }).toBe(0);
}

/** What the SMTP catcher received, read per recipient and, optionally, per subject. */
export function inboxOf(smtp: Awaited<ReturnType<typeof startSmtpCatcher>>) {
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  /** Waits for `count` mails to `address`, lets a wrong extra one arrive, then parses them. */
  async function received(address: string, count: number, subject?: string): Promise<ParsedMail[]> {
    const parsed = async () => {
      const mails = await Promise.all(mailsTo(address).map((m) => simpleParser(m.raw)));
      return subject === undefined ? mails : mails.filter((m) => m.subject === subject);
    };
    await expect.poll(async () => (await parsed()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    await settle();
    const mails = await parsed();
    expect(mails).toHaveLength(count);
    return mails;
  }
  return { mailsTo, received };
}

/** An app whose mail goes to a fresh SMTP catcher, with links to `https://club.example.cl`. */
export async function startMailTestApp(now: () => Date) {
  const smtp = await startSmtpCatcher();
  const t = await createTestApp({ now, config: { smtpUrl: smtp.url, publicUrl: "https://club.example.cl" } });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
