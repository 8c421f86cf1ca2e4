import type { DayRange } from "@club/domain";
import { days, type EvalQuestion, firstRow, named, rowCount, type When } from "./eval-types";
import { criticalCount, itemLines, itemStock, topItemNet } from "./expected-sql";

const none: DayRange = { startDate: "", endDate: "" };

const stock = (pattern: string): EvalQuestion["expect"] => ({
  tool: "item_stock",
  when: null,
  value: (s) => itemStock(s, pattern),
});
const itemNet = (pattern: string, when: When): EvalQuestion["expect"] => ({
  tool: "item_sales",
  when,
  value: (s, d) => itemLines(s, d ?? none, pattern, "amount"),
});
const itemUnits = (pattern: string, when: When): EvalQuestion["expect"] => ({
  tool: "item_sales",
  when,
  value: (s, d) => itemLines(s, d ?? none, pattern, "quantity"),
  pick: firstRow("quantity"),
});
const critical: EvalQuestion["expect"] = {
  tool: "critical_stock",
  when: null,
  value: criticalCount,
  pick: rowCount,
};
const topItem = (when: When): EvalQuestion["expect"] => ({
  tool: "top_items",
  input: { by: "amount" },
  when,
  value: (s, d) => topItemNet(s, d ?? none),
  pick: firstRow("net"),
});

/** Items: stock of one item named loosely, the critical ones, one item's sales and the best sellers. */
export const ITEM_QUESTIONS: EvalQuestion[] = [
  { q: "¿Qué productos están por agotarse?", expect: critical },
  { q: "¿Qué productos están en stock crítico?", expect: critical },
  { q: "¿Qué tengo que reponer?", expect: critical },
  { q: "¿Cuántas Red Bull quedan?", expect: stock("Red Bull%") },
  { q: "¿Cuánto stock hay de Kit Kat?", expect: stock("Kit Kat%") },
  { q: "¿Cuántos Monster nos quedan?", expect: stock("Monster%") },
  { q: "Stock de Gatorade", expect: stock("Gatorade%") },
  { q: "¿Cuántas medialunas tenemos?", expect: stock("Medialuna%") },
  { q: "¿Cuántos Doritos quedan en inventario?", expect: stock("Doritos%") },
  { q: "¿Cuánto vendimos de Gatorade este mes?", expect: itemNet("Gatorade%", named("this_month")) },
  {
    q: "¿Cuánto vendimos de café espresso la semana pasada?",
    expect: itemNet("Café espresso%", named("last_week")),
  },
  {
    q: "¿Cuántas unidades de Chocman vendimos este mes?",
    expect: itemUnits("Chocman%", named("this_month")),
  },
  { q: "Ventas de medialunas la semana pasada", expect: itemNet("Medialuna%", named("last_week")) },
  { q: "¿Cuál es el producto más vendido este mes?", expect: topItem(named("this_month")) },
  { q: "¿Qué fue lo más vendido la semana pasada?", expect: topItem(named("last_week")) },
  { q: "Productos más vendidos del mes pasado", expect: topItem(named("last_month")) },
  // Loosely.
  { q: "q productos se estan agotando", loose: true, expect: critical },
  { q: "que se nos esta acabando", loose: true, expect: critical },
  { q: "cuantos redbul quedan", loose: true, expect: stock("Red Bull%") },
  { q: "cuantas redbull hay", loose: true, expect: stock("Red Bull%") },
  { q: "stock de kitkat", loose: true, expect: stock("Kit Kat%") },
  { q: "cuantos gatorei tenemos", loose: true, expect: stock("Gatorade%") },
  { q: "quedan monster?", loose: true, expect: stock("Monster%") },
  {
    q: "cuanto vendimos de cocacola sin azucar el mes pasado",
    loose: true,
    expect: itemNet("Coca-Cola Sin%", named("last_month")),
  },
  {
    q: "cuanto hicimos con los chocman la semana pasada",
    loose: true,
    expect: itemNet("Chocman%", named("last_week")),
  },
  { q: "lo mas vendido este mes", loose: true, expect: topItem(named("this_month")) },
  { q: "que es lo q mas se vende", loose: true, expect: topItem(named("this_month")) },
  {
    q: "cuanto vendimos de cafe cortado el mes pasado",
    loose: true,
    expect: itemNet("Café cortado%", named("last_month")),
  },
  { q: "cuantos doritos qedan", loose: true, expect: stock("Doritos%") },
  // A second batch, written before looking at what the engine made of it.
  { q: "¿Cuántas Coca-Cola Sin Azúcar quedan?", expect: stock("Coca-Cola Sin%") },
  { q: "¿Queda café de grano?", expect: stock("Café de grano%") },
  { q: "¿Qué productos hay que reponer?", expect: critical },
  { q: "¿Cuál fue el producto más vendido ayer?", expect: topItem(days(-1)) },
  { q: "stock de pelotas bullpadel", loose: true, expect: stock("Pelotas Bullpadel%") },
  { q: "cuanto queda de mani", loose: true, expect: stock("Maní%") },
  { q: "productos en stock critico", loose: true, expect: critical },
  { q: "top productos de la semana pasada", loose: true, expect: topItem(named("last_week")) },
];
