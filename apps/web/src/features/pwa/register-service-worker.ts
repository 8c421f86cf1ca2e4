import { registerSW } from "virtual:pwa-register";
import { showUpdateNotice } from "./update-notice";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /service-worker.js. A new version waits until the person clicks the update notice. An open tab
 * of a single-page app never navigates, so it asks for a new version hourly and whenever it comes back
 * into view.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => showUpdateNotice(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => {});
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
    // The spec: a failed registration is only logged; the app works on without offline support.
    onRegisterError: (error: unknown) => console.error("No se pudo registrar el service worker", error),
  });
}
