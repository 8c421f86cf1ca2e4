import type { DayRange } from "@club/domain";
import { days, type EvalQuestion, firstRow, lastWeekday, named, rowCount, type When } from "./eval-types";
import { closingDifference, closingsCount, pendingAmount, pendingCount } from "./expected-sql";

const none: DayRange = { startDate: "", endDate: "" };

/** The one closing of a day: its cash difference (0 when it added up). */
const closing = (when: When, input?: Record<string, unknown>): EvalQuestion["expect"] => ({
  tool: "register_sessions",
  ...(input ? { input } : {}),
  when,
  value: (s, d) => closingDifference(s, (d ?? none).startDate),
});
/** The closings of some days, listed: how many. */
const closings = (when: When, onlyDifferences = false, operator = "%"): EvalQuestion["expect"] => ({
  tool: "register_sessions",
  ...(onlyDifferences ? { input: { only_differences: true } } : {}),
  when,
  value: (s, d) => closingsCount(s, d ?? none, onlyDifferences, operator),
  pick: rowCount,
});
const pending: EvalQuestion["expect"] = { tool: "pending_orders", when: null, value: (s) => pendingCount(s) };
const pendingMoney: EvalQuestion["expect"] = {
  tool: "pending_orders",
  when: null,
  value: pendingAmount,
  pick: firstRow("amount"),
};

/** Registers (closings and their differences) and the orders still pending. */
export const REGISTER_QUESTIONS: EvalQuestion[] = [
  { q: "¿Cuadró la caja ayer?", expect: closing(days(-1)) },
  { q: "¿Cuadró la caja el sábado?", expect: closing(lastWeekday(6)) },
  { q: "¿Cuadró la caja de Camila el viernes?", expect: closing(lastWeekday(5), { operator: "Camila" }) },
  { q: "¿Hubo diferencia en el cierre de anteayer?", expect: closing(days(-2)) },
  { q: "Cierres de caja de la semana pasada", expect: closings(named("last_week")) },
  { q: "¿Qué cierres de caja tuvieron diferencia este mes?", expect: closings(named("this_month"), true) },
  { q: "¿Qué cierres de caja no cuadraron el mes pasado?", expect: closings(named("last_month"), true) },
  { q: "¿Cuadró la caja de Pedro ayer?", expect: closings(days(-1), false, "Pedro") },
  { q: "¿Cuántos pedidos pendientes hay?", expect: pending },
  { q: "¿Cuánto hay por cobrar en pedidos pendientes?", expect: pendingMoney },
  { q: "¿Hay cuentas abiertas sin pagar?", expect: pending },
  // Loosely.
  {
    q: "cuadro la caja de la cami el sabado?",
    loose: true,
    expect: closing(lastWeekday(6), { operator: "Cami" }),
  },
  { q: "como estuvo el cierre de ayer", loose: true, expect: closing(days(-1)) },
  { q: "cuadro la caja ayer", loose: true, expect: closing(days(-1)) },
  { q: "sobro o falto plata en la caja ayer", loose: true, expect: closing(days(-1)) },
  {
    q: "cierres de caja con diferencia la semana pasada",
    loose: true,
    expect: closings(named("last_week"), true),
  },
  { q: "la caja del jueves cuadro?", loose: true, expect: closing(lastWeekday(4)) },
  { q: "cuantos pedidos pendientes tenemos", loose: true, expect: pending },
  { q: "pedidos sin cobrar", loose: true, expect: pending },
  { q: "cuanta plata hay por cobrar", loose: true, expect: pendingMoney },
  // A second batch, written before looking at what the engine made of it.
  { q: "¿Cómo cerró la caja ayer?", expect: closing(days(-1)) },
  { q: "¿Cuántos cierres de caja hubo la semana pasada?", expect: closings(named("last_week")) },
  { q: "¿Cuánto suman los pedidos pendientes?", expect: pendingMoney },
  { q: "diferencias de caja este mes", loose: true, expect: closings(named("this_month"), true) },
];
