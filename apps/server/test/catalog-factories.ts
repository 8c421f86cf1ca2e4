import { randomBytes } from "node:crypto";
import { normalizeSearchText, searchTextOf } from "@club/domain";
import type { Db } from "../src/db/client";
import { items } from "../src/db/schema";
import {
  insertProductCategories,
  insertProducts,
  type NewProduct,
} from "../src/modules/products/products.repository";
import { storeImages } from "../src/modules/uploads/uploads.service";
import { makeImage } from "./upload-helpers";

const unique = () => randomBytes(4).toString("hex");

/** A stored image made by the upload code itself, so its thumbnail and dimensions are real. */
export async function createUpload(
  db: Db,
  opts: { clubId?: number | null; folder?: string; width?: number; height?: number } = {},
) {
  const bytes = await makeImage("png", opts.width ?? 320, opts.height ?? 240);
  const [upload] = await storeImages(db, {
    clubId: opts.clubId ?? null,
    userId: null,
    folder: opts.folder ?? "tests",
    files: [{ name: `imagen-${unique()}.png`, bytes }],
  });
  if (!upload) throw new Error("upload not created");
  return upload;
}

export async function createProductCategory(db: Db, name = `Categoría ${unique()}`, description = "") {
  const [row] = await insertProductCategories(db, [{ name, description }]);
  if (!row) throw new Error("product category not created");
  return row;
}

/** A catalog product, inserted the way the seed inserts them (search columns derived). */
export async function createProduct(db: Db, values: Partial<NewProduct> = {}) {
  const [row] = await insertProducts(db, [
    {
      name: `Producto ${unique()}`,
      brand: "Marca",
      description: "",
      barcode: null,
      categoryId: null,
      imageId: null,
      ...values,
    },
  ]);
  if (!row) throw new Error("product not created");
  return row;
}

/**
 * The club's item made from a catalog product, inserted directly (the items service is tested on its
 * own): just what marks the product as already added.
 */
export async function createItemFromProduct(
  db: Db,
  clubId: number,
  product: { id: number; name: string },
  opts: { deleted?: boolean } = {},
) {
  const [row] = await db
    .insert(items)
    .values({
      clubId,
      productId: product.id,
      name: product.name,
      buyPrice: 500,
      sellPrice: 1000,
      nameKey: normalizeSearchText(product.name),
      searchText: searchTextOf({ name: product.name }),
      deletedAt: opts.deleted ? new Date() : null,
    })
    .returning({ id: items.id });
  if (!row) throw new Error("item not created");
  return row;
}
