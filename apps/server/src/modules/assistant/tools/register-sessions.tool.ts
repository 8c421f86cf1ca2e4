import { z } from "zod";
import { listCashRegisterRecords } from "../../cash-registers/cash-registers.service";
import { figurePeriod } from "../figure";
import { allPages } from "./all-pages";
import { looseNameMatches } from "./item-names";
import { periodFields, toolRange } from "./period-input";
import { balanceLink, balancesLink } from "./screen-links";
import { defineTool } from "./tool";

const RECORDS_PAGE = 100;

/**
 * The closed register sessions opened on some days, as Balances lists them: who, when, the cash expected
 * and counted at the closing, and the difference; optionally one operator's (named loosely) or only those
 * that did not add up.
 */
export const registerSessionsTool = defineTool({
  name: "register_sessions",
  description:
    "Los cierres de caja de un período (por día de apertura): caja, operador, apertura y cierre, efectivo esperado y contado, y la diferencia. Sirve para saber si la caja cuadró. Se puede filtrar por operador (nombre aproximado) o solo las con diferencia.",
  input: z.strictObject({
    ...periodFields,
    operator: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .optional()
      .describe("Nombre del operador, aunque sea aproximado"),
    only_differences: z.boolean().optional().describe("Solo los cierres con diferencia de efectivo"),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "yesterday");
    let records = await allPages(RECORDS_PAGE, async (page, limit) => {
      const { records, pagination } = await listCashRegisterRecords(ctx.db, {
        clubId: ctx.clubId,
        status: "closed",
        startDate: range.startDate,
        endDate: range.endDate,
        page,
        limit,
      });
      return { rows: records, totalPages: pagination.totalPages };
    });
    const filters: { label: string; value: string }[] = [];
    if (input.operator) {
      const fullName = (r: (typeof records)[number]) => `${r.userName} ${r.userLastname}`.trim();
      const matched = new Set(looseNameMatches(records, input.operator, fullName).map((m) => m.value));
      records = records.filter((r) => matched.has(r));
      const names = [...new Set(records.map(fullName))];
      filters.push({ label: "Operador", value: names.length > 0 ? names.join(", ") : input.operator });
    }
    if (input.only_differences) {
      records = records.filter((r) => r.cashBalanceDiff !== 0);
      filters.push({ label: "Solo", value: "cierres con diferencia" });
    }
    const rows = records.map((r) => {
      const counted = r.closeAmount ?? 0;
      return {
        label: r.registerName,
        operator: `${r.userName} ${r.userLastname}`.trim(),
        opened: `${r.openedAt.date} ${r.openedAt.timeWithoutSeconds}`,
        closed: r.closedAt ? `${r.closedAt.date} ${r.closedAt.timeWithoutSeconds}` : null,
        expected: counted - r.cashBalanceDiff,
        counted,
        difference: r.cashBalanceDiff,
      };
    });
    const one = records.length === 1 ? records[0] : undefined;
    return {
      tool: "register_sessions",
      title: "Cierres de caja",
      period: figurePeriod(range, ctx.today),
      filters,
      columns: [
        { key: "label", label: "Caja", kind: "text" },
        { key: "operator", label: "Operador", kind: "text" },
        { key: "opened", label: "Apertura", kind: "text" },
        { key: "closed", label: "Cierre", kind: "text" },
        { key: "expected", label: "Efectivo esperado", kind: "clp" },
        { key: "counted", label: "Efectivo contado", kind: "clp" },
        { key: "difference", label: "Diferencia", kind: "clp" },
      ],
      rows,
      main: one ? { key: "difference", row: 0 } : null,
      chart: "none",
      link: one ? balanceLink(one.id) : balancesLink(range),
    };
  },
});
