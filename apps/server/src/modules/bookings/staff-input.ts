import { AppError } from "../../http/app-error";

/**
 * Staff bodies carry their fields under `data`: a refusal from the rules shared with the player API
 * (`start_time`, `date`, `duration_int`) names the field as the form knows it, `data.start_time`.
 */
export async function underData<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.details) throw error;
    const details = error.details.map((d) => ({ ...d, field: `data.${d.field}` }));
    throw new AppError(error.code, error.message, details);
  }
}
