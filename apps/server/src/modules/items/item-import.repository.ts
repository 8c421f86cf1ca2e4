import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { productCategories, products } from "../../db/schema";

/** What an import copies from the global catalog into a club's inventory. */
export async function findCatalogProduct(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      name: products.name,
      brand: products.brand,
      description: products.description,
      barcode: products.barcode,
      imageId: products.imageId,
      categoryName: productCategories.name,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row ?? null;
}
