import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { badRequest, conflict, conflictOn, notFound } from "../../http/app-error";

/** Where a field of an item's body sits, as the contract's validation errors name it. */
export const itemField = (name: string) => `data.${name}`;

export const itemNotFound = () => notFound("Producto no encontrado");

export const barcodeTaken = () =>
  conflictOn(itemField("item_barcode"), "Ya existe un producto con este código de barras");
export const productAlreadyAdded = () => conflict("Este producto ya está en tu inventario");
export const categoryNotInClub = () =>
  badRequest(itemField("item_category"), "Elige una categoría de tu club");
export const imageNotUsable = () =>
  badRequest(itemField("item_image"), "La imagen no existe o no pertenece a tu club; súbela de nuevo");

/**
 * Runs a write and turns the unique indexes' verdict into the same 409 the code's own check gives: under
 * concurrency the index is the last word (two creates with one barcode, two imports of one product).
 */
export async function withItemConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const pg = pgErrorOf(e);
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === "items_club_barcode_key") throw barcodeTaken();
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === "items_club_product_key") {
      throw productAlreadyAdded();
    }
    throw e;
  }
}
