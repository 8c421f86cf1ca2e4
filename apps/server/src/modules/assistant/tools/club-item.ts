import { AppError } from "../../../http/app-error";
import { findItem } from "../../items/items.service";
import { ToolInputError } from "../toolbox";
import type { ToolContext } from "./tool";

/** The club's item by its id; another club's, a deleted or a missing one is a Spanish input error. */
export async function clubItem(ctx: ToolContext, itemId: number) {
  try {
    return await findItem(ctx.db, ctx.clubId, itemId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw new ToolInputError(`No hay un producto N.º ${itemId} en el inventario del club`);
    throw error;
  }
}
