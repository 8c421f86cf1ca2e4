import { globalStateSchema } from "@club/contract";

/** Loaded only when a kept state is read back (global-state-cache.ts); named, so it brings one schema. */
export const fitsGlobalState = (data: unknown) => globalStateSchema.safeParse(data).success;
