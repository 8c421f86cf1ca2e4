import { useEffect } from "react";
import { captureInstallPrompt } from "../../lib/install-prompt";
import { OfflineBanner } from "./offline-banner";

// The browser's install offer can come before any screen that shows the install entry has mounted.
captureInstallPrompt();

let registered = false;

/** Mounted once by the app's providers: service worker and update notice, offline banner. */
export function PwaSupport() {
  useEffect(() => {
    // Only the production build has a service worker; tests and the dev server do without it.
    if (registered || !import.meta.env.PROD) return;
    registered = true;
    import("./register-service-worker")
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.error("No se pudo registrar el service worker", error));
  }, []);
  return <OfflineBanner />;
}
