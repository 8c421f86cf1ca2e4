import { lazy, useEffect } from "react";
import { useBlocker } from "react-router";
import { hasUnsavedChanges } from "../lib/unsaved-changes";
import { MountOnceOpened } from "./mount-once-opened";

const UnsavedChangesDialog = lazy(() =>
  import("./unsaved-changes-dialog").then((m) => ({ default: m.UnsavedChangesDialog })),
);

/**
 * Asks before leaving a screen whose form has unsaved changes (see useUnsavedChanges): inside the app
 * with this dialog, and on reload or closing the tab with the browser's own question.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  const blocked = blocker.state === "blocked";
  return (
    <MountOnceOpened opened={blocked}>
      <UnsavedChangesDialog
        opened={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </MountOnceOpened>
  );
}
