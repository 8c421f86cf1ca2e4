import { afterEach, describe, expect, it, vi } from "vitest";
import { CANVAS_BYTES, pngFile, stubImageDecoding } from "../test/image-stubs";
import { fitWithin, IMAGE_ERRORS, imageErrorMessage, scaleImage } from "./scale-image";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("fitWithin", () => {
  it("fits the longer side to 1024 keeping the proportions, and never enlarges", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(600, 2400)).toEqual({ width: 256, height: 1024 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });
});

describe("scaleImage", () => {
  it("draws the image within 1024 × 1024 and gives the canvas's PNG at 0.85, not the file picked", async () => {
    const { drawImage, toBlob } = stubImageDecoding({ width: 2048, height: 1024 });
    const blob = await scaleImage(new File(["jpeg bytes"], "foto.jpg", { type: "image/jpeg" }));
    expect(blob.type).toBe("image/png");
    expect(await blob.text()).toBe(CANVAS_BYTES);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1024, 512);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/png", 0.85);
  });

  it("rejects with 'Could not create blob from canvas' when the canvas gives no blob", async () => {
    stubImageDecoding({ encodes: false });
    await expect(scaleImage(pngFile())).rejects.toThrow(new Error(IMAGE_ERRORS.blob));
  });

  it("rejects with 'Image loading error' when the file is no image the browser can open", async () => {
    stubImageDecoding({ loads: false });
    await expect(scaleImage(pngFile())).rejects.toThrow(new Error("Image loading error"));
  });

  it("rejects with 'FileReader error' when the file cannot be read", async () => {
    vi.spyOn(FileReader.prototype, "readAsDataURL").mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent("error") as ProgressEvent<FileReader>));
    });
    await expect(scaleImage(pngFile())).rejects.toThrow(new Error("FileReader error"));
  });
});

describe("imageErrorMessage", () => {
  it("says each of the spec's image errors in Spanish", () => {
    expect(imageErrorMessage(new Error(IMAGE_ERRORS.read))).toBe("No se pudo leer el archivo.");
    expect(imageErrorMessage(new Error(IMAGE_ERRORS.load))).toMatch(/no es una imagen/);
    expect(imageErrorMessage(new Error(IMAGE_ERRORS.blob))).toMatch(/No se pudo convertir/);
  });
});
