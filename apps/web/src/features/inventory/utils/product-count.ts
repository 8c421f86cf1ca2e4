/** "1 producto", "3 productos". */
export const productCount = (count: number) => `${count} ${count === 1 ? "producto" : "productos"}`;
