import { describe, expect, test } from "vitest";
import type { ToolPeriod } from "../tools/period-input";
import { normalizeQuestion } from "./normalize";
import { parsePeriod } from "./period-words";

/** A question, the first and last day it means (last omitted: the same day) and the period it names. */
type Row = [question: string, startDate: string, endDate?: string, named?: ToolPeriod];

const read = (question: string, today: string) => parsePeriod(normalizeQuestion(question), today);

function expectRows(today: string, rows: Row[]) {
  test.each(rows)("%s", (question, startDate, endDate, named) => {
    const period = read(question, today);
    expect(period?.range).toEqual({ startDate, endDate: endDate ?? startDate });
    expect(period?.named).toBe(named);
  });
}

describe("on Sunday 2026-11-29", () => {
  describe("the month or year in course said with 'del' or 'en el'", () =>
    expectRows("2026-11-29", [
      ["horas muertas del mes", "2026-11-01", "2026-11-29", "this_month"],
      ["ventas en el año", "2026-01-01", "2026-11-29", "this_year"],
      ["ventas del mes pasado", "2026-10-01", "2026-10-31", "last_month"],
    ]));

  test("'que la anterior' compares", () => {
    expect(read("vendimos mas la semana pasada que la anterior", "2026-11-29")?.compare).toBe(true);
    expect(read("vendimos la semana pasada", "2026-11-29")?.compare).toBe(false);
  });

  describe("days by name", () =>
    expectRows("2026-11-29", [
      ["¿Cuánto vendimos hoy?", "2026-11-29", undefined, "today"],
      ["cuanto vendimos ayer en efectivo", "2026-11-28", undefined, "yesterday"],
      ["cuánto vendimos ayr", "2026-11-28", undefined, "yesterday"],
      ["quién cerró la caja anoche", "2026-11-28", undefined, "yesterday"],
      ["ventas de anteayer", "2026-11-27"],
      ["ventas de antes de ayer", "2026-11-27"],
      ["y antier?", "2026-11-27"],
      ["antes de ayr", "2026-11-27"],
    ]));

  describe("weekdays: the latest on or before today; 'pasado' before today", () =>
    expectRows("2026-11-29", [
      ["cuanto vendimos el sábado", "2026-11-28"],
      ["cuanto vendimos el sabado", "2026-11-28"],
      ["ventas del sabdo", "2026-11-28"],
      ["el domingo", "2026-11-29"],
      ["el domingo pasado", "2026-11-22"],
      ["el lunes", "2026-11-23"],
      ["el lunes pasado", "2026-11-23"],
      ["el pasado viernes", "2026-11-27"],
      ["el miércoles", "2026-11-25"],
      ["el jueves anterior", "2026-11-26"],
      ["el lunes de la semana pasada", "2026-11-16"],
      ["el sábado a las 20", "2026-11-28"],
    ]));

  describe("weeks, months and years", () =>
    expectRows("2026-11-29", [
      ["esta semana", "2026-11-23", "2026-11-29", "this_week"],
      ["la semana pasada", "2026-11-16", "2026-11-22", "last_week"],
      ["la smana pasada", "2026-11-16", "2026-11-22", "last_week"],
      ["la semana anterior", "2026-11-16", "2026-11-22", "last_week"],
      ["la última semana", "2026-11-23", "2026-11-29", "last_7_days"],
      ["este mes", "2026-11-01", "2026-11-29", "this_month"],
      ["el mes pasado", "2026-10-01", "2026-10-31", "last_month"],
      ["el ultimo mes", "2026-10-31", "2026-11-29", "last_30_days"],
      ["este año", "2026-01-01", "2026-11-29", "this_year"],
      ["el año pasado", "2025-01-01", "2025-12-31", "last_year"],
      ["el ano anterior", "2025-01-01", "2025-12-31", "last_year"],
    ]));

  describe("months by name: the latest that has started", () =>
    expectRows("2026-11-29", [
      ["cuanto vendimos en marzo", "2026-03-01", "2026-03-31"],
      ["marzo", "2026-03-01", "2026-03-31"],
      ["en diciembre", "2025-12-01", "2025-12-31"],
      ["en noviembre", "2026-11-01", "2026-11-29"],
      ["durante el mes de octubre", "2026-10-01", "2026-10-31"],
      ["en febrero", "2026-02-01", "2026-02-28"],
      ["en setiembre", "2026-09-01", "2026-09-30"],
      ["marzo de 2025", "2025-03-01", "2025-03-31"],
      ["en marzo del 2025", "2025-03-01", "2025-03-31"],
      ["marzo 2025", "2025-03-01", "2025-03-31"],
      ["diciembre de 2026", "2026-12-01", "2026-12-31"],
    ]));

  describe("weekends", () =>
    expectRows("2026-11-29", [
      ["cuánto vendimos el finde", "2026-11-28", "2026-11-29"],
      ["el fin de semana", "2026-11-28", "2026-11-29"],
      ["este fin de semana", "2026-11-28", "2026-11-29"],
      ["el fin de semana pasado", "2026-11-21", "2026-11-22"],
      ["el finde pasado", "2026-11-21", "2026-11-22"],
    ]));

  describe("counted days", () =>
    expectRows("2026-11-29", [
      ["hace 3 dias", "2026-11-26"],
      ["hace tres días", "2026-11-26"],
      ["hace un dia", "2026-11-28"],
      ["hace una semana", "2026-11-22"],
      ["hace dos semanas", "2026-11-15"],
      ["los últimos 7 días", "2026-11-23", "2026-11-29", "last_7_days"],
      ["los ultimos siete dias", "2026-11-23", "2026-11-29", "last_7_days"],
      ["ultimos 30 dias", "2026-10-31", "2026-11-29", "last_30_days"],
      ["los ultimos 10 dias", "2026-11-20", "2026-11-29"],
      ["las últimas dos semanas", "2026-11-16", "2026-11-29"],
      ["los pasados cinco dias", "2026-11-25", "2026-11-29"],
    ]));

  describe("dates written with digits", () =>
    expectRows("2026-11-29", [
      ["el 3 de noviembre", "2026-11-03"],
      ["el 3 de nov", "2026-11-03"],
      ["el 15/11", "2026-11-15"],
      ["el 1/11/2026", "2026-11-01"],
      ["el 28 de noviembre", "2026-11-28"],
      ["28 noviembre", "2026-11-28"],
      ["noviembre 28", "2026-11-28"],
      ["el 2 de marzo del 2026", "2026-03-02"],
      ["del 1 al 15 de noviembre", "2026-11-01", "2026-11-15"],
      ["entre el 1 y el 15 de noviembre", "2026-11-01", "2026-11-15"],
      ["del 1 de noviembre al 15 de noviembre", "2026-11-01", "2026-11-15"],
      ["del 20 al 30 de noviembre", "2026-11-20", "2026-11-29"],
      // Said without its year, a day still to come this year is last year's.
      ["el 3 de diciembre", "2025-12-03"],
      ["el 28", "2026-11-28"],
      ["el 30", "2026-10-30"],
      ["el 31", "2026-10-31"],
    ]));

  test.each([
    ["este mes contra el anterior", "this_month", "este mes"],
    ["ventas de esta semana vs la semana pasada", "this_week", "esta semana"],
    ["compara el mes pasado con este mes", "last_month", "el mes pasado"],
    ["este año comparado con el anterior", "this_year", "este ano"],
    ["vendimos más este mes que el mes pasado?", "this_month", "este mes"],
  ])("%s compares, from the first period", (question, named, words) => {
    expect(read(question, "2026-11-29")).toMatchObject({ named, compare: true, words });
  });

  test("a single period does not compare, and its words are the ones in the text", () => {
    expect(read("cuanto vendimos el sabado en efectivo", "2026-11-29")).toEqual({
      range: { startDate: "2026-11-28", endDate: "2026-11-28" },
      compare: false,
      words: "el sabado",
    });
    expect(read("ventas del 1 al 15 de noviembre", "2026-11-29")?.words).toBe("1 al 15 de noviembre");
  });

  test.each([
    "cuanto vendimos",
    "que productos estan por agotarse",
    "cuántas reservas hay",
    "quién cerró la caja",
    "cuanto hay en efectivo",
    "la mesa 3 pidió 2 cervezas",
    "el 45",
    "",
  ])("%j names no period", (question) => {
    expect(read(question, "2026-11-29")).toBeNull();
  });
});

describe("on Wednesday 2026-11-25", () =>
  expectRows("2026-11-25", [
    ["el finde", "2026-11-21", "2026-11-22"],
    ["el fin de semana pasado", "2026-11-21", "2026-11-22"],
    ["el lunes", "2026-11-23"],
    ["el domingo", "2026-11-22"],
    ["el jueves", "2026-11-19"],
    ["el miercoles", "2026-11-25"],
    ["el miercoles pasado", "2026-11-18"],
    ["esta semana", "2026-11-23", "2026-11-25", "this_week"],
    ["la semana pasada", "2026-11-16", "2026-11-22", "last_week"],
    ["la ultima semana", "2026-11-19", "2026-11-25", "last_7_days"],
    ["el 28", "2026-10-28"],
    ["ayer", "2026-11-24", undefined, "yesterday"],
  ]));

describe("on Saturday 2027-01-02, across the year", () =>
  expectRows("2027-01-02", [
    ["ayer", "2027-01-01", undefined, "yesterday"],
    ["anteayer", "2026-12-31"],
    ["el mes pasado", "2026-12-01", "2026-12-31", "last_month"],
    ["en diciembre", "2026-12-01", "2026-12-31"],
    ["en enero", "2027-01-01", "2027-01-02"],
    ["este año", "2027-01-01", "2027-01-02", "this_year"],
    ["el año pasado", "2026-01-01", "2026-12-31", "last_year"],
    ["esta semana", "2026-12-28", "2027-01-02", "this_week"],
    ["la semana pasada", "2026-12-21", "2026-12-27", "last_week"],
    ["el finde", "2027-01-02", "2027-01-02"],
    ["el fin de semana pasado", "2026-12-26", "2026-12-27"],
    ["el lunes", "2026-12-28"],
    ["el 28", "2026-12-28"],
    ["el 15/12", "2026-12-15"],
    ["hace 5 dias", "2026-12-28"],
    ["los ultimos 7 dias", "2026-12-27", "2027-01-02", "last_7_days"],
  ]));
