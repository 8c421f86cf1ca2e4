import type { CatalogIcon } from "../catalog-images";

export type CatalogProduct = {
  name: string;
  brand: string;
  /** EAN-13, or null for what the club prepares itself or sells loose. */
  barcode: string | null;
  description: string;
  /** A drawing other than the category's (a can among bottles). */
  icon?: CatalogIcon;
};

export type CatalogCategory = {
  name: string;
  description: string;
  /** The colour of its products' images. */
  colour: string;
  icon: CatalogIcon;
  products: CatalogProduct[];
};
