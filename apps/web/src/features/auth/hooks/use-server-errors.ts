import { useState } from "react";
import { applyServerErrors } from "../../../lib/form-errors";

/**
 * The alert of a form that sends to the server: a refusal puts its field messages beside the
 * fields the form has, and the rest (or the general message) in the alert.
 */
export function useServerErrors(
  setFieldErrors: (errors: Record<string, string>) => void,
  fields: readonly string[],
) {
  const [alert, setAlert] = useState<string | null>(null);
  const onError = (error: unknown) => setAlert(applyServerErrors(error, setFieldErrors, fields));
  return { alert, setAlert, onError };
}
