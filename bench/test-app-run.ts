import { createTestApp, type TestApp } from "../apps/server/test/harness";

/** Runs a bench on a fresh test app (its own database, dropped at the end); any error exits with 1. */
export function runOnTestApp(
  measure: (t: TestApp) => Promise<void>,
  opts: Parameters<typeof createTestApp>[0] = {},
) {
  const run = async () => {
    const t = await createTestApp(opts);
    try {
      await measure(t);
    } finally {
      await t.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
