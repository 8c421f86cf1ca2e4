import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, type Route } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { pngFile, stubImageDecoding, stubObjectUrls } from "../../../test/image-stubs";
import { renderWithProviders } from "../../../test/render";
import { makeCategory, makeItemDetail, PATHS, serveInventory } from "../test/fixtures";
import { ItemForm } from "./item-form";

const UPLOADED = {
  id: 55,
  name: "imagen.png",
  mime: "image/png",
  size: 100,
  width: 1024,
  height: 512,
  url: "/api/files/abc",
  thumbnail_url: "/api/files/abc/thumbnail",
};

beforeEach(() => {
  storeToken();
  stubObjectUrls();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const server = (extra?: Route) =>
  serveInventory(
    {
      [PATHS.categories]: { data: [makeCategory()] },
      [PATHS.create]: { ok: true, message: "Producto creado.", data: makeItemDetail() },
      [PATHS.upload]: [UPLOADED],
    },
    extra,
  );

const field = (label: RegExp | string) => screen.getByLabelText(label);

/** Picks an image with the camera button (the scaled preview shows) and fills the required fields. */
async function pickImageAndFill(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  await user.upload(container.querySelector('input[capture="environment"]') as HTMLInputElement, pngFile());
  await screen.findByRole("img", { name: "Imagen del producto" });
  await user.type(field(/^Nombre/), "Agua");
  await user.type(field(/^Precio de compra/), "300");
  await user.type(field(/^Precio de venta/), "800");
}

// Whole forms typed key by key: on a loaded machine they outlast the default 5 s.
describe("ItemForm", { timeout: 15_000 }, () => {
  it("says in Spanish, next to each field, what is missing or wrong, and sends nothing", async () => {
    const fetchMock = server();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm />);
    await user.type(field("Código de barras"), "78-01 abc");
    await user.click(screen.getByRole("switch", { name: /Venta a granel/ }));
    await user.click(screen.getByRole("button", { name: "Crear producto" }));

    expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
    expect(screen.getByText("El precio de compra es obligatorio")).toBeInTheDocument();
    expect(screen.getByText("El precio de venta es obligatorio")).toBeInTheDocument();
    expect(
      screen.getByText("El código de barras solo puede tener dígitos (entre 4 y 32)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Elige la unidad: Kilogramos, Gramos o Litros")).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, PATHS.create)).toEqual([]);
  });

  it("refuses a decimal in pesos or in a unit item's stock instead of dropping the comma", async () => {
    const fetchMock = server();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm />);
    await user.type(field(/^Nombre/), "Agua");
    await user.type(field(/^Precio de compra/), "1.990,5");
    await user.type(field(/^Precio de venta/), "2.490");
    await user.clear(field(/Stock inicial/));
    await user.type(field(/Stock inicial/), "1,5");
    await user.click(screen.getByRole("button", { name: "Crear producto" }));

    expect(await screen.findByText("Los montos en pesos son enteros, sin decimales")).toBeInTheDocument();
    expect(screen.getByText("Los productos por unidad usan cantidades enteras")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.create)).toEqual([]);
  });

  it("sends '1.990' typed in a price as 1990 pesos", async () => {
    const fetchMock = server();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm />);
    await user.type(field(/^Nombre/), "Agua");
    await user.type(field(/^Precio de compra/), "1.990");
    await user.type(field(/^Precio de venta/), "2.490");
    await user.clear(field(/Stock inicial/));
    await user.type(field(/Stock inicial/), "12");
    await user.click(screen.getByRole("button", { name: "Crear producto" }));
    await waitFor(() => expect(callsTo(fetchMock, PATHS.create)).toHaveLength(1));
    expect(callsTo(fetchMock, PATHS.create)[0]?.[1]).toMatchObject({
      data: { item_buy_price: 1990, item_sell_price: 2490, item_stock: { item_stock_stock: 12 } },
    });
  });

  it("creates a bulk item with its unit, prices in whole pesos and its initial and critical stock", async () => {
    const fetchMock = server();
    const onSaved = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm onSaved={onSaved} />);
    await user.type(field(/^Nombre/), "  Café en grano ");
    await user.type(field(/^Precio de compra/), "8000");
    await user.type(field(/^Precio de venta/), "12990");
    await user.type(field("Código de barras"), "7702000000001");
    await user.click(screen.getByRole("switch", { name: /Venta a granel/ }));
    await user.click(screen.getByRole("combobox", { name: /Unidad de medida/ }));
    await user.click(await screen.findByRole("option", { name: "Kilogramos (kg)" }));
    await user.clear(field(/Stock inicial/));
    await user.type(field(/Stock inicial/), "2,5");
    await user.clear(field(/Stock crítico/));
    await user.type(field(/Stock crítico/), "1");
    await user.click(screen.getByRole("button", { name: "Crear producto" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(fetchMock, PATHS.create)).toEqual([
      [
        "POST",
        {
          data: expect.objectContaining({
            item_name: "Café en grano",
            item_buy_price: 8000,
            item_sell_price: 12990,
            item_barcode: "7702000000001",
            item_bulk: true,
            item_measurement_unit: "Kilogramos",
            item_category: null,
            item_image: null,
            item_stock: { item_stock_stock: 2.5, item_stock_critical_stock: 1 },
          }),
        },
      ],
    ]);
    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
  });

  it("puts the server's field errors next to their fields", async () => {
    server((_, url) => {
      if (url.pathname !== PATHS.create) return undefined;
      const reply = errorReply(400, "VALIDATION_ERROR", "Código repetido");
      return {
        ...reply,
        body: {
          error: {
            ...reply.body.error,
            details: [
              { field: "data.item_barcode", message: "Ya tienes un producto con ese código de barras" },
            ],
          },
        },
      };
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm />);
    await user.type(field(/^Nombre/), "Agua");
    await user.type(field(/^Precio de compra/), "300");
    await user.type(field(/^Precio de venta/), "800");
    await user.type(field("Código de barras"), "7801234567890");
    await user.click(screen.getByRole("button", { name: "Crear producto" }));
    expect(await screen.findByText("Ya tienes un producto con ese código de barras")).toBeInTheDocument();
    expect(field("Código de barras")).toHaveAttribute("aria-invalid", "true");
  });

  it("scales a picked image, previews it, and uploads it to 'items' before saving with its id", async () => {
    stubImageDecoding({ width: 3000, height: 1500 });
    const fetchMock = server();
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<ItemForm onSaved={() => {}} />);
    expect(container.querySelector('input[capture="environment"]')).toHaveAttribute("accept", "image/*");
    await pickImageAndFill(user, container);
    expect(screen.getByRole("img", { name: "Imagen del producto" })).toHaveAttribute("src", "blob:preview");
    await user.click(screen.getByRole("button", { name: "Crear producto" }));

    await waitFor(() => expect(callsTo(fetchMock, PATHS.create)).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === PATHS.upload) ?? [];
    const form = init?.body as FormData;
    expect(form.get("path")).toBe("items");
    expect((form.get("files") as File).type).toBe("image/png");
    expect(callsTo(fetchMock, PATHS.create)[0]?.[1]).toMatchObject({ data: { item_image: 55 } });
  });

  it("does not upload the picked image again when the save is retried after a refusal", async () => {
    stubImageDecoding();
    let attempts = 0;
    const fetchMock = server((_, url) => {
      if (url.pathname !== PATHS.create) return undefined;
      attempts++;
      return attempts === 1
        ? errorReply(409, "CONFLICT", "Ya existe un producto con este código de barras")
        : undefined;
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<ItemForm onSaved={() => {}} />);
    await pickImageAndFill(user, container);
    await user.click(screen.getByRole("button", { name: "Crear producto" }));
    expect(await screen.findByText("Ya existe un producto con este código de barras")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Crear producto" }));
    expect(await screen.findByText("Producto creado.")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.upload)).toHaveLength(1);
    expect(callsTo(fetchMock, PATHS.create)[1]?.[1]).toMatchObject({ data: { item_image: 55 } });
  });

  it("shows the spec's image error in Spanish when the file is no image", async () => {
    stubImageDecoding({ loads: false });
    server();
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<ItemForm />);
    await user.upload(container.querySelector('input[capture="environment"]') as HTMLInputElement, pngFile());
    expect(
      await screen.findByText("El archivo no es una imagen que el navegador pueda abrir."),
    ).toBeInTheDocument();
  });

  it("shows a failed upload and does not save the item", async () => {
    stubImageDecoding();
    const fetchMock = server((_, url) =>
      url.pathname === PATHS.upload
        ? errorReply(400, "VALIDATION_ERROR", "El archivo no es una imagen PNG, JPEG o WebP.")
        : undefined,
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<ItemForm />);
    await pickImageAndFill(user, container);
    await user.click(screen.getByRole("button", { name: "Crear producto" }));
    expect(await screen.findByText("El archivo no es una imagen PNG, JPEG o WebP.")).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.create)).toEqual([]);
  });

  it("edits an item without its stock: the stock only changes through movements", async () => {
    const item = makeItemDetail({ item_barcode: null });
    const fetchMock = server((_, url) =>
      url.pathname === PATHS.update(12)
        ? { body: { ok: true, message: "Producto actualizado.", data: item } }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ItemForm item={item} />);
    expect(screen.queryByLabelText(/Stock inicial/)).toBeNull();
    await user.clear(field(/^Precio de venta/));
    await user.type(field(/^Precio de venta/), "9990");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Producto actualizado.")).toBeInTheDocument();
    const [[method, body]] = callsTo(fetchMock, PATHS.update(12)) as [
      [string, { data: Record<string, unknown> }],
    ];
    expect(method).toBe("PUT");
    expect(body.data).toMatchObject({
      item_sell_price: 9990,
      item_category: 3,
      item_stock: { item_stock_critical_stock: 5 },
    });
    expect(body.data.item_stock).not.toHaveProperty("item_stock_stock");
  });
});
