import { ERROR_STATUS, type ErrorCode, type FieldError } from "@club/contract";

/** A failure the client is meant to read: its code picks the status from the contract's one table. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message = "No encontrado") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const forbidden = (message = "No tienes permiso para esta acción") =>
  new AppError("FORBIDDEN", message);
export const unauthorized = (message = "Tu sesión expiró o no es válida. Inicia sesión de nuevo.") =>
  new AppError("UNAUTHORIZED", message);
export const badRequest = (field: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, [{ field, message }]);
/** A 409 that also names the field, so a form shows it beside the input. */
export const conflictOn = (field: string, message: string) =>
  new AppError("CONFLICT", message, [{ field, message }]);
