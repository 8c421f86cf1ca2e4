import { lazy, type ReactElement, Suspense, useState } from "react";

const Tooltip = lazy(() => import("./tooltip-chunk"));

/**
 * Mantine's Tooltip, loaded the first time the pointer reaches its target: its positioning library
 * outweighs a public page's own code, and most visits never hover. It then opens at once, as if it had
 * been there all along.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <span style={{ display: "contents" }} onPointerOver={() => setWanted(true)}>
        {children}
      </span>
    );
  }
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} defaultOpened>
        {children}
      </Tooltip>
    </Suspense>
  );
}
