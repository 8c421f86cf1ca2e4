import { addDays, type DayRange, periodRange } from "@club/domain";
import { days, type EvalQuestion, lastWeekday, named, rowOf, type When, weekend } from "./eval-types";
import { netChange, netSales, refunds } from "./expected-sql";

const none: DayRange = { startDate: "", endDate: "" };

const sales = (when: When, method?: string): EvalQuestion["expect"] => ({
  tool: "sales",
  ...(method ? { input: { method } } : {}),
  when,
  value: (s, d) => netSales(s, d ?? none, method),
});
const byMethod = (when: When, label: string, method: string): EvalQuestion["expect"] => ({
  tool: "sales",
  input: { split: "method" },
  when,
  value: (s, d) => netSales(s, d ?? none, method),
  pick: rowOf(label, "net"),
});
const refundsOf = (when: When): EvalQuestion["expect"] => ({
  tool: "sales",
  when,
  value: (s, d) => refunds(s, d ?? none),
  pick: (figure) => figure.rows[0]?.refunds,
});

/** The latest month with that number (1–12) that has started, up to today. */
const monthNamed = (month: number): When => ({
  label: `month ${month}`,
  range: (today) => {
    const [year = 0, thisMonth = 0] = today.split("-").map(Number);
    const start = `${month > thisMonth ? year - 1 : year}-${String(month).padStart(2, "0")}-01`;
    const range = periodRange("month", start);
    return range.endDate > today ? { ...range, endDate: today } : range;
  },
});

/** The weekend before the last one that started (Saturday and Sunday), once the latest one is over or running. */
const lastEndedWeekend: When = {
  label: "weekend ended",
  range: (today) => {
    const { startDate } = weekend.range(today);
    const saturday = addDays(startDate, 1) >= today ? addDays(startDate, -7) : startDate;
    return { startDate: saturday, endDate: addDays(saturday, 1) };
  },
};

/** Compared with the period before: closed days against as many days just before them. */
const compareClosed = (when: When): EvalQuestion["expect"] => ({
  tool: "compare_sales",
  when,
  value: (s, d) => {
    const range = d ?? none;
    const length = (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 + 1;
    const before = { startDate: addDays(range.startDate, -length), endDate: addDays(range.startDate, -1) };
    return netChange(s, range, before);
  },
});

/** A closed calendar month against the whole calendar month before it. */
const compareClosedMonth = (when: When): EvalQuestion["expect"] => ({
  tool: "compare_sales",
  when,
  value: (s, d) => {
    const range = d ?? none;
    return netChange(s, range, periodRange("month", addDays(range.startDate, -1)));
  },
});

/** This month so far against as many days of the month before, its last day up to this time of day. */
const thisMonthAgainstLast: EvalQuestion["expect"] = {
  tool: "compare_sales",
  when: named("this_month"),
  value: async (s, d) => {
    const range = d ?? none;
    const previousStart = periodRange("month", addDays(range.startDate, -1)).startDate;
    const previousMonthEnd = addDays(range.startDate, -1);
    const sameDay = addDays(previousStart, Number(range.endDate.slice(8)) - 1);
    const before = {
      startDate: previousStart,
      endDate: [sameDay, previousMonthEnd].sort()[0] ?? sameDay,
    };
    const now = await netSales(s, range);
    const then = await netSales(s, before, undefined, true);
    return then === 0 ? null : Math.round(((now - then) / Math.abs(then)) * 1000) / 10;
  },
};

/** Sales: totals over days said many ways, payment methods, refunds and comparisons. */
export const SALES_QUESTIONS: EvalQuestion[] = [
  { q: "¿Cuánto vendimos ayer?", expect: sales(days(-1)) },
  { q: "¿Cuánto vendimos hoy?", expect: sales(days(0)) },
  { q: "¿Cuánto vendimos ayer en efectivo?", expect: sales(days(-1), "cash") },
  { q: "¿Cuánto vendió el Club Demo Padel ayer?", expect: sales(days(-1)) },
  { q: "¿Cuánto se vendió con débito ayer?", expect: sales(days(-1), "debit") },
  { q: "¿Cuánto entró por transferencia la semana pasada?", expect: sales(named("last_week"), "transfer") },
  { q: "Ventas con tarjeta de crédito este mes", expect: sales(named("this_month"), "credit") },
  { q: "¿Cuánto vendimos esta semana?", expect: sales(named("this_week")) },
  { q: "¿Cuánto vendimos la semana pasada?", expect: sales(named("last_week")) },
  { q: "¿Cuánto vendimos este mes?", expect: sales(named("this_month")) },
  { q: "¿Cuánto vendimos el mes pasado?", expect: sales(named("last_month")) },
  { q: "Ventas de anteayer", expect: sales(days(-2)) },
  { q: "¿Cuánto vendimos el sábado?", expect: sales(lastWeekday(6)) },
  { q: "¿Cuánto vendimos el viernes?", expect: sales(lastWeekday(5)) },
  { q: "¿Cuánto vendimos el lunes pasado?", expect: sales(lastWeekday(1, false)) },
  { q: "¿Cuánto vendimos en octubre?", expect: sales(monthNamed(10)) },
  { q: "¿Cuánto vendimos en septiembre?", expect: sales(monthNamed(9)) },
  { q: "¿Cuánto vendimos los últimos 7 días?", expect: sales(named("last_7_days")) },
  { q: "Ventas de los últimos 30 días", expect: sales(named("last_30_days")) },
  { q: "¿Cuánto vendimos hace 3 días?", expect: sales(days(-3)) },
  { q: "¿Cuánto vendimos el fin de semana?", expect: sales(weekend) },
  { q: "¿Cuánto vendimos el fin de semana pasado?", expect: sales(lastEndedWeekend) },
  { q: "¿Cuánto vendimos en efectivo esta semana?", expect: sales(named("this_week"), "cash") },
  { q: "¿Cuánto vendimos en efectivo el mes pasado?", expect: sales(named("last_month"), "cash") },
  { q: "¿Cuántas devoluciones hubo el mes pasado?", expect: refundsOf(named("last_month")) },
  { q: "¿Cuánto devolvimos esta semana?", expect: refundsOf(named("this_week")) },
  { q: "Ventas de ayer por medio de pago", expect: byMethod(days(-1), "Débito", "debit") },
  {
    q: "¿Cómo se reparten las ventas de la semana pasada por medio de pago?",
    expect: byMethod(named("last_week"), "Efectivo", "cash"),
  },
  { q: "Ventas de este mes contra el anterior", expect: thisMonthAgainstLast },
  { q: "¿Vendimos más la semana pasada que la anterior?", expect: compareClosed(named("last_week")) },
  { q: "Compara las ventas de ayer con las del día anterior", expect: compareClosed(days(-1)) },
  {
    q: "el mes pasado vendimos mas o menos que el anterior?",
    loose: true,
    expect: compareClosedMonth(named("last_month")),
  },
  { q: "¿Cuánto facturamos en los últimos 90 días?", expect: sales(days(-89, 0)) },
  { q: "¿Cuánta plata entró este año?", expect: sales(named("this_year")) },
  // Loosely: no accents, typos, slang.
  { q: "cuanto vendimos ayer", loose: true, expect: sales(days(-1)) },
  { q: "cuanto hicimos ayer en efectivo", loose: true, expect: sales(days(-1), "cash") },
  { q: "cuanto hicimos el finde", loose: true, expect: sales(weekend) },
  { q: "cuanta plata entro el sabado", loose: true, expect: sales(lastWeekday(6)) },
  { q: "cuanto bendimos esta smana", loose: true, expect: sales(named("this_week")) },
  { q: "vntas de ayr", loose: true, expect: sales(days(-1)) },
  { q: "cuanto vendimos antier", loose: true, expect: sales(days(-2)) },
  { q: "cuanto se hizo en efectivo el mes pasado", loose: true, expect: sales(named("last_month"), "cash") },
  { q: "cuantas lucas hicimos hoy", loose: true, expect: sales(days(0)) },
  {
    q: "cuanto vendimos con debito la semana pasada",
    loose: true,
    expect: sales(named("last_week"), "debit"),
  },
  { q: "cuanto entro x transferencia este mes", loose: true, expect: sales(named("this_month"), "transfer") },
  { q: "ventas del miercoles", loose: true, expect: sales(lastWeekday(3)) },
  { q: "cuanto vendimos en octubre?", loose: true, expect: sales(monthNamed(10)) },
  { q: "este mes vs el anterior", loose: true, expect: thisMonthAgainstLast },
  { q: "devoluciones del mes pasao", loose: true, expect: refundsOf(named("last_month")) },
  { q: "cuanto recaudamos ayer", loose: true, expect: sales(days(-1)) },
  // A second batch, written before looking at what the engine made of it.
  { q: "¿Cuánto llevamos vendido hoy?", expect: sales(days(0)) },
  { q: "Total de ventas de ayer", expect: sales(days(-1)) },
  { q: "¿Cuánto se vendió el domingo pasado?", expect: sales(lastWeekday(7, false)) },
  { q: "¿Cuánto vendimos la última semana?", expect: sales(named("last_7_days")) },
  { q: "Ventas en efectivo de la semana pasada", expect: sales(named("last_week"), "cash") },
  { q: "¿Cuánto vendimos hace una semana?", expect: sales(days(-7)) },
  { q: "¿Cuánto vendimos en noviembre?", expect: sales(monthNamed(11)) },
  { q: "¿Cuánto fue la venta de ayer por transferencia?", expect: sales(days(-1), "transfer") },
  { q: "plata q entro en efectivo ayer", loose: true, expect: sales(days(-1), "cash") },
  { q: "cuanto vendimos en debito hoy", loose: true, expect: sales(days(0), "debit") },
  { q: "cuanto vendimos el juebes", loose: true, expect: sales(lastWeekday(4)) },
  { q: "cuanta plata hicimos el mes pasado", loose: true, expect: sales(named("last_month")) },
];
