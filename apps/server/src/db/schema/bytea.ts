import { customType } from "drizzle-orm/pg-core";

/** Binary column: a Buffer from node-postgres and from PGlite (client.ts reads its hex text natively). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
