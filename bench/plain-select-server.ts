import http from "node:http";
import type { AddressInfo } from "node:net";
import type pg from "pg";

/**
 * The baseline: a bare HTTP server that runs one plain SELECT per request (no token, no validation, no
 * schema serialization) and answers its rows as JSON. What the API adds on top of the database is the gap
 * between this and the real route in the same run.
 */
export async function startPlainSelectServer(pool: pg.Pool, queries: Record<string, () => pg.QueryConfig>) {
  const server = http.createServer(async (request, response) => {
    const query = queries[request.url ?? ""];
    if (!query) {
      response.writeHead(404).end();
      return;
    }
    try {
      const { rows } = await pool.query(query());
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: rows }));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
