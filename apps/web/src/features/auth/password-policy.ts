import type { PasswordOwner } from "@club/domain/password-policy";
import { useEffect } from "react";

type Policy = typeof import("@club/domain/password-policy");

let loaded: Policy | undefined;

// The strength dictionaries weigh about a megabyte: only the forms that set a password fetch them.
const loadPolicy = (): Promise<Policy | undefined> =>
  import("@club/domain/password-policy").then(
    (policy) => {
      loaded = policy;
      return policy;
    },
    // Without them (offline, a failed chunk) the server still checks, and its reason shows by the field.
    () => undefined,
  );

/** Starts fetching the password rules when a form that sets a password opens. */
export function usePasswordPolicy() {
  useEffect(() => {
    void loadPolicy();
  }, []);
}

/** The Spanish reason a password is refused, for validation while typing (null until the rules load). */
export function loadedPasswordProblem(password: string, owner?: PasswordOwner): string | null {
  return loaded?.passwordProblem(password, owner) ?? null;
}

/** The same check on submit, waiting for the rules if they are still on their way. */
export async function passwordProblem(password: string, owner?: PasswordOwner): Promise<string | null> {
  const policy = loaded ?? (await loadPolicy());
  return policy?.passwordProblem(password, owner) ?? null;
}
