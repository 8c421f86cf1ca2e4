import { useSyncExternalStore } from "react";

/** Chromium's event, not in the DOM typings: it lets the app offer installation from its own button. */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function setDeferred(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const listener of listeners) listener();
}

/**
 * Starts listening for the browser's install offer. It may come once, early, before the screen that shows
 * the install entry mounts, so the app shell calls this at start-up; the hook calls it too.
 */
export function captureInstallPrompt() {
  if (capturing || typeof window === "undefined") return;
  capturing = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => setDeferred(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function install() {
  const event = deferred;
  if (!event) return;
  // The browser's offer can be used only once, accepted or not.
  setDeferred(null);
  await event.prompt();
  await event.userChoice;
}

export function useInstallPrompt(): { canInstall: boolean; install(): Promise<void> } {
  captureInstallPrompt();
  const canInstall = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { canInstall, install };
}
