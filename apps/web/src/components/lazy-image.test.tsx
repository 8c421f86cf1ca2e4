import { ITEM_PLACEHOLDER_URL } from "@club/contract";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { LAZY_IMAGE_MARGIN, LazyImage } from "./lazy-image";

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubIntersectionObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LazyImage", () => {
  it("shows the placeholder until the image comes within 100 px of the screen", () => {
    const observers = stubIntersectionObserver();
    renderWithProviders(<LazyImage src="/api/files/a/thumbnail" alt="Pelotas" width={40} height={40} />);
    const image = screen.getByRole("img", { name: "Pelotas" });
    expect(image).toHaveAttribute("src", ITEM_PLACEHOLDER_URL);
    expect(observers[0]?.options?.rootMargin).toBe(LAZY_IMAGE_MARGIN);
    expect(LAZY_IMAGE_MARGIN).toBe("100px");

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(image).toHaveAttribute("src", "/api/files/a/thumbnail");
  });

  it("falls back to the placeholder when the image fails to load", () => {
    renderWithProviders(<LazyImage src="/api/files/missing/thumbnail" alt="Grip" width={40} height={40} />);
    const image = screen.getByRole("img", { name: "Grip" });
    expect(image).toHaveAttribute("src", "/api/files/missing/thumbnail");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", ITEM_PLACEHOLDER_URL);
  });
});
