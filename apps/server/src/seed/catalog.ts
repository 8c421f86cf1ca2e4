import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { products } from "../db/schema";
import { insertProductCategories, insertProducts } from "../modules/products/products.repository";
import { processImage } from "../modules/uploads/image-processing";
import { insertUploads, type NewUpload } from "../modules/uploads/uploads.repository";
import { DRINKS } from "./catalog-data/drinks";
import { JUICES_AND_SPORTS_DRINKS } from "./catalog-data/juices-and-sports";
import { NUTS_AND_CAFETERIA } from "./catalog-data/nuts-and-cafeteria";
import { PADEL_GEAR } from "./catalog-data/padel";
import { SNACKS } from "./catalog-data/snacks";
import type { CatalogCategory, CatalogProduct } from "./catalog-data/types";
import { renderCatalogImage } from "./catalog-images";

/** The platform's global catalog, by category: what every club can import into its inventory. */
export const CATALOG: CatalogCategory[] = [
  ...DRINKS,
  ...JUICES_AND_SPORTS_DRINKS,
  ...SNACKS,
  ...NUTS_AND_CAFETERIA,
  ...PADEL_GEAR,
];

// Not the demo seed's key: the catalog is seeded on every start, the demo only with SEED_DEMO.
const CATALOG_LOCK_KEY = 7_240_002;
export const CATALOG_IMAGE_FOLDER = "catalog";

const catalogIsEmpty = async (db: DbOrTx) =>
  (await db.select({ id: products.id }).from(products).limit(1)).length === 0;

const entries = () =>
  CATALOG.flatMap((category) => category.products.map((product) => ({ category, product })));

/** The file name of a product's image; the position keeps it unique even for two similar names. */
const imageName = (index: number, product: CatalogProduct) =>
  `${String(index + 1).padStart(3, "0")}-${product.name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.png`;

/** Every product's card and its thumbnail, made by the upload code's own thumbnailer. */
async function renderCatalogImages(): Promise<NewUpload[]> {
  // All at once: sharp runs them on libuv's worker threads, so both cores draw in parallel.
  return Promise.all(
    entries().map(async ({ category, product }, index) => {
      const data = await renderCatalogImage({
        name: product.name,
        brand: product.brand,
        category: category.name,
        colour: category.colour,
        icon: product.icon ?? category.icon,
      });
      const image = await processImage(data);
      if (typeof image === "string") throw new Error(`catalog image of ${product.name} refused: ${image}`);
      return {
        clubId: null,
        uploadedBy: null,
        folder: CATALOG_IMAGE_FOLDER,
        name: imageName(index, product),
        size: data.length,
        data,
        ...image,
      };
    }),
  );
}

/**
 * Fills the global catalog (categories, products and their images) when it is empty. It is reference
 * data of the platform, so it runs on every start, before and independent of the demo data; a filled
 * catalog costs one indexed lookup. Several instances starting together: the images are drawn outside
 * the transaction (it stays short), then the first to take the lock inserts and the others find it done.
 */
export async function seedCatalogIfEmpty(db: Db): Promise<boolean> {
  if (!(await catalogIsEmpty(db))) return false;
  const images = await renderCatalogImages();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK_KEY})`);
    if (!(await catalogIsEmpty(tx))) return false;
    const categories = await insertProductCategories(
      tx,
      CATALOG.map((c) => ({ name: c.name, description: c.description })),
    );
    const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
    const stored = await insertUploads(tx, images);
    const imageIds = new Map(stored.map((u) => [u.name, u.id]));
    await insertProducts(
      tx,
      entries().map(({ category, product }, index) => ({
        name: product.name,
        brand: product.brand,
        description: product.description,
        barcode: product.barcode,
        categoryId: categoryIds.get(category.name) ?? null,
        imageId: imageIds.get(imageName(index, product)) ?? null,
      })),
    );
    return true;
  });
}

/** The catalog's product ids by product name, for seeds that import catalog products into a club. */
export async function catalogProductIdsByName(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products);
  return new Map(rows.map((r) => [r.name, r.id]));
}
