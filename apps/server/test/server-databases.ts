import pg from "pg";

/** Runs `work` on a connection of its own to the server's maintenance database, closed afterwards. */
async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates a database on the server, a copy of `template` when one is named; answers its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database of the server once its connections are gone (or after 5 s, forcing them out). */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, async (admin) => {
    // pool.end() resolves before the server has seen every connection go; wait for that, then drop.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
  });
}
