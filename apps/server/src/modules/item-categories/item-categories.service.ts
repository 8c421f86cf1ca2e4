import { NO_CATEGORY_LABEL, normalizeSearchText } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { badRequest, conflictOn, notFound } from "../../http/app-error";
import { uploadUsableByClub } from "../uploads/uploads.repository";
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  findCategoryIdByName,
  insertCategory,
  listCategories,
  updateCategory,
} from "./item-categories.repository";

/** A category as the service takes it (the route maps the wire names). */
export type CategoryInput = { name: string; description: string; imageId: number | null };

const NAME_FIELD = "data.item_category_name";
const nameTaken = () => conflictOn(NAME_FIELD, "Ya existe una categoría con ese nombre");
const categoryNotFound = () => notFound("Categoría no encontrada");

export const listClubCategories = (db: DbOrTx, clubId: number) => listCategories(db, clubId);

/** The name is free in the club (ignoring case), not the label of items without one, the image usable. */
async function checkCategory(db: DbOrTx, clubId: number, category: CategoryInput, categoryId?: number) {
  if (normalizeSearchText(category.name) === normalizeSearchText(NO_CATEGORY_LABEL)) {
    throw badRequest(NAME_FIELD, `«${NO_CATEGORY_LABEL}» es la etiqueta de los productos sin categoría`);
  }
  if ((await findCategoryIdByName(db, clubId, category.name, categoryId)) !== null) throw nameTaken();
  if (category.imageId !== null && !(await uploadUsableByClub(db, clubId, category.imageId))) {
    throw badRequest(
      "data.item_category_image",
      "La imagen no existe o no pertenece a tu club; súbela de nuevo",
    );
  }
}

/** The unique index on (club_id, lower(name)) settles two saves of one name at once: same 409. */
async function withNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const pg = pgErrorOf(e);
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === "item_categories_club_name_key") throw nameTaken();
    throw e;
  }
}

async function categoryOrThrow(db: DbOrTx, clubId: number, categoryId: number): Promise<CategoryRow> {
  const row = await findCategory(db, clubId, categoryId);
  if (!row) throw categoryNotFound();
  return row;
}

export async function createCategory(db: DbOrTx, clubId: number, category: CategoryInput) {
  await checkCategory(db, clubId, category);
  const id = await withNameConflict(() => insertCategory(db, clubId, category));
  return categoryOrThrow(db, clubId, id);
}

export async function renameCategory(
  db: DbOrTx,
  clubId: number,
  categoryId: number,
  category: CategoryInput,
) {
  await categoryOrThrow(db, clubId, categoryId);
  await checkCategory(db, clubId, category, categoryId);
  const id = await withNameConflict(() => updateCategory(db, clubId, categoryId, category));
  if (id === null) throw categoryNotFound();
  return categoryOrThrow(db, clubId, id);
}

/** Its items stay, with "Sin categoria". */
export async function removeCategory(db: DbOrTx, clubId: number, categoryId: number) {
  const id = await deleteCategory(db, clubId, categoryId);
  if (id === null) throw categoryNotFound();
  return id;
}
