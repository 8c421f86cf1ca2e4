import { useEffect, useRef } from "react";

// Every mounted form with edits of its own says so through its check; one prompt reads them all.
const checks = new Set<() => boolean>();

export function hasUnsavedChanges(): boolean {
  for (const dirty of checks) if (dirty()) return true;
  return false;
}

/**
 * While the form is mounted, leaving its screen asks first whenever `isDirty()` is true. The check is
 * read when leaving, not when rendering, so a form that saves and moves on in one step is not stopped.
 */
export function useUnsavedChanges(isDirty: () => boolean) {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    const check = () => latest.current();
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, []);
}
