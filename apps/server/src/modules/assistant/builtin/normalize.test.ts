import { describe, expect, test } from "vitest";
import { normalizeQuestion, QUESTION_VOCABULARY, typoDistance } from "./normalize";

describe("normalizeQuestion", () => {
  test.each([
    ["¿Cuánto vendimos AYER?", "cuanto vendimos ayer"],
    ["¡Hola!  ¿qué   tal?", "hola que tal"],
    ["ventas, del sábado; y el domingo...", "ventas del sabado y el domingo"],
    ["el 15/11 y 1-15 de noviembre", "el 15/11 y 1-15 de noviembre"],
    ["caja - cierre / hoy", "caja cierre hoy"],
    ["el año pasado", "el ano pasado"],
  ])("%j → %j (case, accents, punctuation, spaces)", (text, expected) => {
    expect(normalizeQuestion(text)).toBe(expected);
  });

  test.each([
    ["cuanto vendimos el finde", "cuanto vendimos el fin de semana"],
    ["cuanto vendimos ayr", "cuanto vendimos ayer"],
    ["y antier", "y anteayer"],
    ["antes de ayer", "anteayer"],
    ["cuanto entró en cash", "cuanto entro en efectivo"],
    ["en efectio", "en efectivo"],
    ["en setiembre", "en septiembre"],
    ["q horas", "que horas"],
    ["kien juega mas", "quien juega mas"],
    ["entro x transferencia", "entro por transferencia"],
    ["el mes pasao", "el mes pasado"],
  ])("%j → %j (slang)", (text, expected) => {
    expect(normalizeQuestion(text)).toBe(expected);
  });

  test.each([
    ["el sabdo", "el sabado"],
    ["la smana pasada", "la semana pasada"],
    ["el mes pasdao", "el mes pasado"],
    ["en novimbre", "en noviembre"],
    ["en novienbre", "en noviembre"],
    ["el mircoles", "el miercoles"],
    ["el vienres", "el viernes"],
    ["transfrencia", "transferencia"],
    ["septeimbre", "septiembre"],
    ["cuantas resevas", "cuantas reservas"],
  ])("%j → %j (typos)", (text, expected) => {
    expect(normalizeQuestion(text)).toBe(expected);
  });

  test.each([
    ["que productos estan por agotarse", "words in the vocabulary stay"],
    ["la mesa del fondo", "short targets (mes) are not reached from longer words"],
    ["cuadro la caja", "slang kept"],
    ["redbull y gatorade", "unknown words far from every known word"],
    ["ultimu", "a typo as close to two words (ultimo, ultima) is left alone"],
    ["el mes pasdo", "a typo as close to two words (pasado, paso) is left alone"],
    ["son 20 lucas", "short words and digits untouched"],
    ["la caja de pedro", "a common word (pero) is never the correction"],
  ])("%j stays (%s)", (text) => {
    expect(normalizeQuestion(text)).toBe(text);
  });

  test("the closest word wins when only one is that close: 'resevas' is 'reservas' (1), not 'reserva' (2)", () => {
    expect(normalizeQuestion("resevas", ["reserva", "reservas"])).toBe("reservas");
  });

  test("two letters off only from a word that starts alike: 'sentido' is not 'vendido'", () => {
    expect(normalizeQuestion("el sentido de la vida", ["vendido"])).toBe("el sentido de la vida");
    expect(normalizeQuestion("septeimbre")).toBe("septiembre");
  });

  test("callers extend the vocabulary", () => {
    expect(normalizeQuestion("cuanto stok de gatorad")).toBe("cuanto stock de gatorad");
    expect(normalizeQuestion("cuanto stok de gatorad", ["Gatorade"])).toBe("cuanto stock de gatorade");
  });

  test("the vocabulary is written as the normalizer reads (lower case, no accents)", () => {
    for (const word of QUESTION_VOCABULARY) expect(word).toMatch(/^[a-z]+$/);
  });
});

describe("typoDistance", () => {
  test.each([
    ["sabado", "sabado", 0],
    ["sabdo", "sabado", 1],
    ["vienres", "viernes", 1],
    ["semana", "smeana", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
  ])("%s ↔ %s = %i", (a, b, distance) => {
    expect(typoDistance(a, b)).toBe(distance);
    expect(typoDistance(b, a)).toBe(distance);
  });

  test("gives up past the limit", () => {
    expect(typoDistance("noviembre", "diciembre", 2)).toBe(3);
    expect(typoDistance("a", "abcdef", 1)).toBe(2);
  });
});
