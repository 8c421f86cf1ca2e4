import { z } from "zod";
import { listOrders } from "../../orders/orders.service";
import { figurePeriod } from "../figure";
import { allPages } from "./all-pages";
import { periodFields, toolRange } from "./period-input";
import { pendingOrdersLink } from "./screen-links";
import { defineTool } from "./tool";

const ORDERS_PAGE = 200;

/** The orders still pending (made and not charged yet), how many and what they add up to. */
export const pendingOrdersTool = defineTool({
  name: "pending_orders",
  description:
    "Los pedidos pendientes de cobro: cuántos son y cuánto suman en pesos. Sin período, todos los pendientes; con período, los creados en esos días.",
  input: z.strictObject({ ...periodFields }),
  async run(ctx, input) {
    const asked = input.period || input.start_date || input.end_date;
    const range = asked ? toolRange(input, ctx.today, "today") : null;
    const orders = await allPages(ORDERS_PAGE, async (page, limit) => {
      const { orders, pagination } = await listOrders(ctx.db, {
        clubId: ctx.clubId,
        status: "pending",
        sort: "asc",
        page,
        limit,
        startDate: range?.startDate,
        endDate: range?.endDate,
      });
      return { rows: orders, totalPages: pagination.totalPages };
    });
    return {
      tool: "pending_orders",
      title: "Pedidos pendientes",
      period: range && figurePeriod(range, ctx.today),
      filters: [],
      columns: [
        { key: "label", label: "", kind: "text" },
        { key: "orders", label: "Pedidos", kind: "count" },
        { key: "amount", label: "Monto", kind: "clp" },
      ],
      rows: [
        {
          label: "Pendientes",
          orders: orders.length,
          amount: orders.reduce((sum, o) => sum + o.head.order.amount, 0),
        },
      ],
      main: { key: "orders", row: 0 },
      chart: "none",
      link: pendingOrdersLink(range),
    };
  },
});
