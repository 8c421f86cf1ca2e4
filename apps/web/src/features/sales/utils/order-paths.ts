export const SALES_PATH = "/admin/ventas";
export const PENDING_PATH = "/admin/pendientes";

export const salePath = (id: number) => `${SALES_PATH}/${id}`;
export const pendingPath = (id: number) => `${PENDING_PATH}/${id}`;
