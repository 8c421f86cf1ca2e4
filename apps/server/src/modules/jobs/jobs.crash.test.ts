import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { onPostgres } from "../../../test/harness";
import { settle } from "../../../test/mail-inbox";
import { kill, type Server, startServer, storage } from "../../../test/server-process";
import { parseMail, startSmtpCatcher } from "../../../test/smtp-catcher";

/*
 * An e-mail owed by a committed change survives the server being killed (SIGKILL) after the commit and
 * before the mail left: started again on the same data, the server sends it, once. The server runs as a
 * real process (src/main.ts through tsx); its first mail server accepts the connection and never greets,
 * so the kill lands while the job is in hand.
 */
const PASSWORD = "crash-demo-pass-2026";
const ADMIN_EMAIL = "admin@clubdemopadel.cl";

/** An SMTP address that takes connections and never answers: a send through it hangs. */
async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe(`an e-mail owed when the server is killed (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("is sent once by the server started again", async () => {
    const store = await storage();
    cleanups.push(store.drop);
    const silent = await silentMailServer();
    cleanups.push(silent.close);
    const smtp = await startSmtpCatcher();
    cleanups.push(smtp.close);
    const env = {
      ...store.env,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "true",
      DEMO_PASSWORD: PASSWORD,
      // A job in the hands of a dead server is free again after a second (10 minutes by default).
      JOB_LEASE_MS: "1000",
    };
    let server: Server = await startServer({ ...env, SMTP_URL: silent.url });
    cleanups.push(async () => {
      if (server.process.exitCode === null && server.process.signalCode === null) await kill(server);
    });

    const asked = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(asked.status).toBe(200);
    // Committed, and the runner is sending it: killed now, before the mail server said a word.
    await expect.poll(() => silent.connections(), { timeout: 15_000 }).toBe(1);
    await kill(server);
    expect(smtp.recipients).toEqual([]);

    server = await startServer({ ...env, SMTP_URL: smtp.url });
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1);
    expect(smtp.messages[0]?.to).toEqual([ADMIN_EMAIL]);
    expect(parseMail(smtp.messages[0]?.raw ?? "").text).toContain("/password_reset?code=");
    await settle();
    expect(smtp.messages).toHaveLength(1);
    await kill(server);
  }, 120_000);
});
