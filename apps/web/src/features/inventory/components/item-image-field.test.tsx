import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pngFile, stubImageDecoding, stubObjectUrls } from "../../../test/image-stubs";
import { renderWithProviders } from "../../../test/render";
import type { ItemImage } from "../api/upload-item-image";
import { ItemImageField } from "./item-image-field";

beforeEach(() => {
  stubObjectUrls();
  stubImageDecoding();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Field() {
  const [image, setImage] = useState<ItemImage | null>(null);
  return <ItemImageField value={image} onChange={setImage} />;
}

const drop = (file: File) =>
  fireEvent.drop(screen.getByTestId("item-image-drop"), {
    dataTransfer: { files: [file], types: ["Files"] },
  });

describe("ItemImageField", () => {
  it("is a group named «Imagen» whose controls and file inputs have Spanish names", () => {
    renderWithProviders(<Field />);
    const group = screen.getByRole("group", { name: "Imagen" });
    expect(within(group).getByRole("button", { name: "Elegir imagen" })).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "Tomar foto" })).toBeInTheDocument();
    const inputs = group.querySelectorAll("input[type=file]");
    expect([...inputs].map((input) => input.getAttribute("aria-label"))).toEqual([
      "Elegir imagen del producto",
      "Tomar foto del producto",
    ]);
  });

  it("takes an image picked from disk and shows its scaled preview", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Field />);
    await user.upload(
      container.querySelector("input[type=file]:not([capture])") as HTMLInputElement,
      pngFile(),
    );
    expect(await screen.findByRole("img", { name: "Imagen del producto" })).toHaveAttribute(
      "src",
      "blob:preview",
    );
  });

  it("takes an image dropped on it, and refuses a dropped file that is no image in Spanish", async () => {
    renderWithProviders(<Field />);
    drop(new File(["texto"], "notas.txt", { type: "text/plain" }));
    expect(await screen.findByText("Elige una imagen PNG, JPEG o WebP.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Producto sin imagen" })).toBeInTheDocument();
    drop(pngFile());
    expect(await screen.findByRole("img", { name: "Imagen del producto" })).toBeInTheDocument();
    expect(screen.queryByText("Elige una imagen PNG, JPEG o WebP.")).not.toBeInTheDocument();
  });
});
