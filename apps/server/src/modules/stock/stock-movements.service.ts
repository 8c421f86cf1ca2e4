import { pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { itemIsVisible, listMovements, type MovementRow } from "./stock.repository";

/** One item's ledger, newest first; a deleted or another club's item is 404. */
export async function listItemMovements(
  db: DbOrTx,
  input: { clubId: number; itemId: number; page: number; limit: number },
): Promise<{ rows: MovementRow[]; pagination: ReturnType<typeof pageInfo> }> {
  const { clubId, itemId, page, limit } = input;
  if (!(await itemIsVisible(db, clubId, itemId))) throw notFound("Producto no encontrado");
  const { rows, total } = await listMovements(db, { clubId, itemId, limit, offset: (page - 1) * limit });
  return { rows, pagination: pageInfo(page, limit, total) };
}
