import { countText } from "@club/domain";

/** "1 producto", "3 productos". */
export const productCount = (count: number) => countText(count, "producto", "productos");
