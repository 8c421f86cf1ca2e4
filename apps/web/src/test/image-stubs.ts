import { vi } from "vitest";

export const CANVAS_BYTES = "canvas";

/**
 * jsdom decodes no images and draws no canvas: these stand in for the browser's Image (loading
 * with the given size, or failing) and canvas (drawing, then encoding in the type asked, or giving
 * null with `encodes: false`). The encoded blob holds CANVAS_BYTES, so a test can tell it from the file.
 */
export function stubImageDecoding({ width = 2048, height = 1024, loads = true, encodes = true } = {}) {
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = width;
    naturalHeight = height;
    width = width;
    height = height;
    set src(_value: string) {
      queueMicrotask(() => (loads ? this.onload?.() : this.onerror?.()));
    }
  }
  vi.stubGlobal("Image", FakeImage);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type = "image/png",
  ) {
    callback(encodes ? new Blob([CANVAS_BYTES], { type }) : null);
  });
  return { drawImage, toBlob };
}

/** Object URLs for previews (jsdom has none). */
export function stubObjectUrls() {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }),
  );
}

export const pngFile = (name = "foto.png") => new File(["fake"], name, { type: "image/png" });
