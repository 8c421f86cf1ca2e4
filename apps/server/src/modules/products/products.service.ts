import { pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { listProductCategories, listProductPage } from "./products.repository";

export async function listProducts(
  db: DbOrTx,
  q: {
    clubId: number;
    categoryId: number | undefined;
    text: string | undefined;
    page: number;
    limit: number;
  },
) {
  const { rows, total } = await listProductPage(db, {
    clubId: q.clubId,
    categoryId: q.categoryId,
    text: q.text,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { products: rows, pagination: pageInfo(q.page, q.limit, total) };
}

export const productCategories = (db: DbOrTx) => listProductCategories(db);
