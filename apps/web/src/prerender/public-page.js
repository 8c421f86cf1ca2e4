// The only script of a public page the build drew (scripts/prerender.mjs), loaded in its head before the
// page paints. It does what the app would do on that page without running the app: it paints the scheme
// the person chose, works the light/dark switch, follows a switch made in another tab, and registers the
// service worker once the page has loaded (the page invites to install the app). On `/` with a session,
// whose page is the player's home, it starts the app instead (`data-app` names its entry). The app's
// storage keys come in the script's data attributes (`data-theme-key`, `data-token-key`).
(() => {
  const { app: entry, themeKey, tokenKey } = document.currentScript?.dataset ?? {};
  const html = document.documentElement;

  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const schemeOf = (stored) =>
    stored === "dark" || (stored === "auto" && matchMedia("(prefers-color-scheme: dark)").matches)
      ? "dark"
      : "light";
  const labelToggles = (scheme) => {
    for (const toggle of document.querySelectorAll("[data-static-page] [data-scheme-toggle]"))
      toggle.setAttribute("aria-label", toggle.dataset[scheme === "dark" ? "labelDark" : "labelLight"]);
  };
  const paint = (scheme) => {
    html.setAttribute("data-mantine-color-scheme", scheme);
    labelToggles(scheme);
  };

  paint(schemeOf(read(themeKey)));
  document.addEventListener("DOMContentLoaded", () =>
    labelToggles(html.getAttribute("data-mantine-color-scheme")),
  );

  if (location.pathname === "/" && read(tokenKey) && entry) {
    html.setAttribute("data-booting", "");
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    document.head.append(script);
    return;
  }

  document.addEventListener("click", (event) => {
    const toggle =
      event.target instanceof Element && event.target.closest("[data-static-page] [data-scheme-toggle]");
    if (!toggle) return;
    const next = html.getAttribute("data-mantine-color-scheme") === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(themeKey, next);
    } catch {
      // Storage refused (private mode): the switch still holds for this page.
    }
    paint(next);
  });
  window.addEventListener("storage", (event) => {
    if (event.key === themeKey) paint(schemeOf(event.newValue));
  });
  window.addEventListener("load", () => {
    navigator.serviceWorker?.register("/service-worker.js").catch(() => {
      // No worker (an old browser, a private window): the page works without it.
    });
  });
})();
