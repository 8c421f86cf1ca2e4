import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders a dialog (or a closed panel) from the first time it opens on, so one made with React.lazy
 * downloads its code then, not with the screen that holds it: the back office's first paint carries none
 * of the modal, form and input code of dialogs most visits never open, nor the phone's closed sidebar.
 * Once opened it stays mounted, so it still closes with its animation.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  // Adjusting state while rendering (React's pattern for state that follows a prop): no extra commit.
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
