import { z } from "zod";

/** Path and query ids arrive as text; they must be positive whole numbers. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idParam });

export const pageQuery = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const clp = (error: string | ((issue: { input?: unknown }) => string)) =>
  z
    .number({ error })
    .int("El monto debe ser un número entero de pesos")
    .min(0, "El monto no puede ser negativo")
    .max(2_000_000_000, "El monto es demasiado grande");

/** Integer Chilean pesos: CLP has no decimals. */
export const clpAmount = clp("Debe ser un monto numérico");

/** A required amount from a form: an empty field or null counts as missing and gets `requiredMessage`. */
export const requiredClpAmount = (requiredMessage: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    clp((issue) => (issue.input === undefined ? requiredMessage : "Debe ser un monto numérico")),
  );

export const messageResponse = z.object({ ok: z.boolean(), message: z.string() });

/** date `dd-mm-yyyy` and time `HH:MM`, as the spec shows them. */
export const dateTimeParts = z.object({ date: z.string(), time: z.string(), timeWithoutSeconds: z.string() });
