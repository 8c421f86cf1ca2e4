import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { BarcodeCameraButton } from "./barcode-camera-button";

const stop = vi.fn();

/** A browser with barcode detection and a camera whose first frames show `codes`, one per frame. */
function stubCamera(codes: string[][]) {
  const frames = [...codes];
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      static getSupportedFormats = async () => ["ean_13", "qr_code"];
      detect = async () => (frames.shift() ?? []).map((rawValue) => ({ rawValue }));
    },
  );
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
  return getUserMedia;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("BarcodeCameraButton", () => {
  it("is not offered where the browser cannot detect barcodes", () => {
    renderWithProviders(<BarcodeCameraButton onCode={() => {}} />);
    expect(screen.queryByRole("button", { name: "Leer código con la cámara" })).toBeNull();
  });

  it("opens the back camera, hands over the first code read and turns the camera off", async () => {
    const getUserMedia = stubCamera([[], ["7801234567890"]]);
    const onCode = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BarcodeCameraButton onCode={onCode} />);
    await user.click(screen.getByRole("button", { name: "Leer código con la cámara" }));
    expect(await screen.findByRole("dialog", { name: "Leer código de barras" })).toBeInTheDocument();

    await waitFor(() => expect(onCode).toHaveBeenCalledWith("7801234567890"), { timeout: 2000 });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" } });
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the camera may not be used", async () => {
    stubCamera([]);
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValue(
      new DOMException("no", "NotAllowedError"),
    );
    const user = userEvent.setup();
    renderWithProviders(<BarcodeCameraButton onCode={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Leer código con la cámara" }));
    expect(await screen.findByText("No diste permiso para usar la cámara.")).toBeInTheDocument();
  });
});
