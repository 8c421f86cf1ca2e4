/** The product's name as people see it: manifest, page title and the update notice. */
export const PRODUCT_NAME = "Club Padel";
