import "@testing-library/jest-dom/vitest";
import { onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { forgetEarlyAnswers } from "../lib/early-answers";

// findBy… and waitFor wait up to 3 s, not Testing Library's 1 s: two files render at a time on the 2-core
// CI machine, and a page's first data (a stubbed fetch through React Query) once took just over 1 s to show.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Files share a worker's window (isolate: false in vitest.config.ts): nothing stored outlives a test.
  sessionStorage.clear();
  // TanStack Query's online flag is one for the whole module: a test that left the browser "offline" would
  // pause the queries of the tests after it.
  onlineManager.setOnline(true);
  // A route's loader sends its first reads early (lib/early-answers.ts), keyed by URL and token, and they
  // keep for 10 s: one that no query took would answer the same read in the next test.
  forgetEarlyAnswers();
});

// jsdom lacks these browser APIs that Mantine reads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's Select scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosizing Textarea listens for web fonts loading.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
