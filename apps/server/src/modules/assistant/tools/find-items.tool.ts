import { z } from "zod";
import { findItemsByName } from "./item-names";
import { withQuery } from "./screen-links";
import { defineTool } from "./tool";

const SHOWN = 5;

/**
 * The club's items whose name matches what was said, loosely ("redbul" → Red Bull), best first with how
 * close each is (0 is the same name): the way to an item's id for its stock or its sales.
 */
export const findItemsTool = defineTool({
  name: "find_items",
  description:
    'Busca productos del inventario del club por su nombre, aunque esté mal escrito ("redbul"), y da sus ids, del más parecido al menos. Úsala antes de item_stock o item_sales.',
  input: z.strictObject({
    name: z.string().trim().min(1).max(80).describe("El nombre del producto como lo dijo la persona"),
  }),
  async run(ctx, input) {
    const found = (await findItemsByName(ctx.db, ctx.clubId, input.name)).slice(0, SHOWN);
    return {
      tool: "find_items",
      title: `Productos parecidos a «${input.name}»`,
      period: null,
      filters: [],
      columns: [
        { key: "id", label: "N.º", kind: "count" },
        { key: "label", label: "Producto", kind: "text" },
      ],
      rows: found.map((item) => ({
        id: item.id,
        label: item.name,
        closeness: Number(item.score.toFixed(3)),
      })),
      main: null,
      chart: "none",
      link: { href: withQuery("/admin/inventario", { buscar: input.name }), label: "Buscar en Inventario" },
    };
  },
});
