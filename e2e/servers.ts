/**
 * Each Playwright worker drives a server of its own, on a fresh database seeded with the demo: worker i
 * talks to the app on E2E_PORT + i. Journeys change the demo club (registers opened, stock moved, sales
 * made), so two workers on one server would see each other's changes; on two servers they cannot.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Two on this 2-core machine: a journey waits on the browser and the server as much as it computes. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The app's address for the worker of this parallel index. */
export const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${E2E_PORT + parallelIndex}`;
