import type { ErrorCode, FieldError } from "@club/contract";

// Apart from the API client: the app's shell (query client, guards, offline banner) tells failures apart
// without loading the contract's schemas, which the public pages do not need.

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | "NETWORK_ERROR",
    message: string,
    readonly status: number,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }

  /** Messages by field, ready for a form's setErrors. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.details.map((d) => [d.field, d.message]));
  }
}

/** The server could not be reached (offline, or down): unlike a refusal, it says nothing about the session. */
export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "NETWORK_ERROR";
}
