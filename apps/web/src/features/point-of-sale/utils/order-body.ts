import type { createOrderData } from "@club/contract";
import type { z } from "zod";

/** The `data` of a create_order call, as the screen builds it. */
export type OrderData = z.input<typeof createOrderData>;
