import { z } from "zod";
import { text } from "./text";

const MAX_ID = 2_147_483_647;
const ID_MESSAGE = "Debe ser un número entero positivo";
/** The last page a list can be asked for: past it an OFFSET only costs the database. */
export const MAX_PAGE = 10_000;

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/**
 * Path and query numbers arrive as text and are read only when written in decimal digits: `0x3`, `1e2`,
 * ` 3` or `true` are not numbers here (a plain coercion would read them as 3, 100, 3 and 1).
 */
const decimal = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
    schema,
  );

/**
 * An id: a positive whole number, in a JSON body as a number or (from a form's select) its decimal digits,
 * in a path or query as its decimal digits. Never a boolean, a fraction or another base.
 */
export const idParam = decimal(wholeNumber(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE));
export const idParams = z.object({ id: idParam });

/** Which of a person's own things a list shows: those still to come, or those already past. */
export const timeScope = z
  .enum(["upcoming", "past"], { error: "El alcance debe ser upcoming o past" })
  .default("upcoming");

export const pageQuery = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: decimal(
      wholeNumber("La página debe ser un número entero")
        .min(1, "La página debe ser 1 o más")
        .max(MAX_PAGE, `La página puede ser hasta ${MAX_PAGE}`),
    ).default(1),
    limit: decimal(
      wholeNumber("El límite debe ser un número entero")
        .min(1, "El límite debe ser 1 o más")
        .max(maxLimit, `El límite puede ser hasta ${maxLimit}`),
    ).default(defaultLimit),
  });
/** A search typed by a person, carried in the path. */
export const searchText = text()
  .trim()
  .min(1, "Escribe qué buscar")
  .max(100, "La búsqueda puede tener hasta 100 caracteres");

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

/** A query's `end_date` may not come before its `start_date` (days as YYYY-MM-DD compare as text). */
export const datesInOrder = <T extends { start_date?: string; end_date?: string }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.start_date && query.end_date && query.end_date < query.start_date) {
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: "La fecha final no puede ser anterior a la inicial",
    });
  }
};

export const NOTHING_TO_UPDATE = "Indica al menos un dato para cambiar";

/**
 * The `data` of an update: any subset of its fields, but at least one. An empty update is refused on
 * `data` here, for every update route at once, rather than reaching a database that has nothing to set.
 */
export const updateData = <S extends z.ZodObject>(schema: S) =>
  schema.refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: NOTHING_TO_UPDATE,
  });
