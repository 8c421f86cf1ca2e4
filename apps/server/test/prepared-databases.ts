/** What global-setup.ts prepares once per run, and each test file reads with Vitest's inject(). */
export type PreparedDatabases = {
  /** A file holding a migrated PGlite data directory (dumpDataDir), when the run is on PGlite. */
  pgliteSnapshot: string | null;
  /** A migrated database on the TEST_DATABASE_URL server that each test file's database copies. */
  postgresTemplate: string | null;
};

declare module "vitest" {
  export interface ProvidedContext extends PreparedDatabases {}
}
