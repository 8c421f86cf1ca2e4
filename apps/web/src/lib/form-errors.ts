import { ApiError } from "./api-error";

const FALLBACK_MESSAGE = "No pudimos completar la operación. Inténtalo de nuevo.";

/**
 * Puts the server's field messages beside the form fields it has and returns the text for an
 * alert: the messages of fields the form lacks, else the general message; null when every
 * problem is already shown beside a field. `formField` names the form's field for the server's
 * (e.g. "data.item_name" for a body sent as `{ data }`).
 */
export function applyServerErrors(
  error: unknown,
  setFieldErrors: (errors: Record<string, string>) => void,
  knownFields: readonly string[],
  formField: (serverField: string) => string = (field) => field,
): string | null {
  if (!(error instanceof ApiError)) return FALLBACK_MESSAGE;
  const entries = Object.entries(error.fieldErrors()).map(
    ([field, message]) => [formField(field), message] as const,
  );
  const shown = entries.filter(([field]) => knownFields.includes(field));
  const hidden = entries.filter(([field]) => !knownFields.includes(field));
  if (shown.length > 0) setFieldErrors(Object.fromEntries(shown));
  if (hidden.length > 0) return hidden.map(([, message]) => message).join(" ");
  if (shown.length > 0) return null;
  return error.message || FALLBACK_MESSAGE;
}
