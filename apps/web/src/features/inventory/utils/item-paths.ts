export const INVENTORY_PATH = "/admin/inventario";
export const NEW_ITEM_PATH = `${INVENTORY_PATH}/nuevo-producto`;
export const CATALOG_PATH = `${INVENTORY_PATH}/productos`;

export const itemPath = (id: number) => `${INVENTORY_PATH}/${id}`;
