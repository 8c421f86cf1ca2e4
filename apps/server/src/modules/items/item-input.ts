import type { MeasurementUnit } from "@club/domain";

/** A new item as the services take it; the routes map the contract's wire names onto these. */
export type NewItemInput = {
  name: string;
  brand?: string;
  description?: string;
  buyPrice: number;
  sellPrice: number;
  barcode?: string | null;
  favorite?: boolean;
  bulk?: boolean;
  measurementUnit?: MeasurementUnit | null;
  allowNegativeStock?: boolean;
  categoryId?: number | null;
  imageId?: number | null;
  /** The initial stock: when not zero it is the ledger's first movement ('initial'). */
  stock?: number;
  criticalStock?: number;
};

/** An edit: only the fields given change (null clears); the stock changes only through movements. */
export type ItemEditInput = Partial<Omit<NewItemInput, "stock">>;

/** A catalog product taken into the inventory with the club's own prices, stock and category. */
export type ProductImportInput = Pick<
  NewItemInput,
  "buyPrice" | "sellPrice" | "favorite" | "categoryId" | "stock" | "criticalStock"
>;

/** A stock movement recorded by hand; `quantity` is added, or for a count it is the stock counted. */
export type ManualMovementInput = {
  reason: "restock" | "adjustment" | "count";
  quantity: number;
  note?: string;
};
