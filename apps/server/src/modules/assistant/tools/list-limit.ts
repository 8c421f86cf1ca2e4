import { z } from "zod";

/** How many lines a list tool gives: 1 to `max`, `usual` when not said (the tool applies it). */
export const listLimit = (what: string, max: number, usual: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .optional()
    .describe(`Cuántos ${what}, de 1 a ${max} (${usual} si no se dice)`);
