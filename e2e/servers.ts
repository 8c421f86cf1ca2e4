/**
 * Each Playwright worker drives a server of its own, on a fresh database seeded with the demo: worker i
 * talks to the app on E2E_PORT + i. Journeys change the demo club (registers opened, stock moved, sales
 * made), so two workers on one server would see each other's changes; on two servers they cannot.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * One by default: on the 2-core CI machine two workers (two browsers, two servers) pushed the load to 14
 * and journeys past their 60 s timeout. A bigger machine can set E2E_WORKERS.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

/** The app's address for the worker of this parallel index. */
export const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${E2E_PORT + parallelIndex}`;
