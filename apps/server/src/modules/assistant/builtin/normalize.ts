import { normalizeSearchText } from "@club/domain";

/**
 * Slang and typos too short for the typo fixer, mapped to the word the engine reads. Keys and values are
 * already lower case and without accents; a key matches whole words only.
 */
const CANONICAL_WORDS: Readonly<Record<string, string>> = {
  finde: "fin de semana",
  findes: "fin de semana",
  ayr: "ayer",
  ayar: "ayer",
  antier: "anteayer",
  antiayer: "anteayer",
  "antes de ayer": "anteayer",
  efectio: "efectivo",
  cash: "efectivo",
  setiembre: "septiembre",
  hoi: "hoy",
  pasao: "pasado",
  pasaa: "pasada",
  q: "que",
  k: "que",
  x: "por",
  xq: "porque",
  kien: "quien",
  kienes: "quienes",
};

/**
 * Common words that sit one letter away from the words the engine reads: kept as they are, and never what
 * another word is corrected to ("pedro" is not a typo of "pero").
 */
const KEPT_WORDS: readonly string[] = [
  ...["estan", "estaba", "estaban", "estuvo", "esto", "eso", "para", "pero", "cuanto", "cuanta", "cuantos"],
  ...["cuantas", "cuando", "donde", "quien", "quienes", "cual", "cuales", "como", "tiene", "tienen"],
  ...["tenemos", "hubo", "hay", "fue", "fueron", "mesa", "mesas", "dame", "cada", "todo", "todos"],
  ...["todas", "nada", "algo", "mas", "menos", "mucho", "poco", "bien", "mal", "solo", "sobre"],
];
const KEPT = new Set(KEPT_WORDS);

/**
 * Words the engine understands, without accents. A word of four letters or more that is not here is
 * replaced by the one word here that is close enough to be its typo. Callers add their own words.
 */
export const QUESTION_VOCABULARY: readonly string[] = [
  // when
  ...["hoy", "ayer", "anteayer", "anoche", "manana", "tarde", "noche"],
  ...["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"],
  ...["semana", "semanas", "mes", "meses", "ano", "anos", "dia", "dias", "fin", "finde"],
  ...["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto"],
  ...["septiembre", "octubre", "noviembre", "diciembre"],
  ...["este", "esta", "estos", "estas", "ese", "esa", "pasado", "pasada", "pasados", "pasadas"],
  ...["anterior", "anteriores", "ultimo", "ultima", "ultimos", "ultimas", "hace", "desde", "hasta"],
  ...["entre", "durante", "contra", "versus", "comparado", "comparada", "comparar", "compara"],
  ...["uno", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],
  ...KEPT_WORDS,
  ...["entro", "entra", "entraron", "salio", "gasto", "gastamos", "cobramos", "pago", "pagaron", "paso"],
  ...["cerro", "cerraron", "abrio", "abrieron", "quedo", "queda", "quedan", "jugo", "jugaron"],
  // what
  ...["vendimos", "vendio", "vendido", "venta", "ventas", "efectivo", "tarjeta", "transferencia"],
  ...["caja", "cajas", "cierre", "cuadro", "cuadra", "reserva", "reservas", "cancha", "canchas"],
  ...["producto", "productos", "stock", "agotarse", "agotado", "agotados", "lucas", "plata"],
];

const PUNCTUATION = /[^\p{L}\p{N}\s/-]/gu;
/** A slash or dash that is not between two digits ("15/11", "1-15" keep theirs). */
const LOOSE_SEPARATOR = /(?<!\d)[/-]|[/-](?!\d)/g;

function replaceCanonical(text: string): string {
  return Object.entries(CANONICAL_WORDS).reduce(
    (out, [from, to]) => out.replace(new RegExp(`(?<=^| )${from}(?= |$)`, "g"), to),
    text,
  );
}

/**
 * Optimal string alignment distance (Levenshtein plus the swap of two neighbouring letters), giving up
 * once it is past `limit`.
 */
export function typoDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    if (Math.min(...current) > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The vocabulary word a typed word stands for: itself, the one closest word, or itself when unsure (two
 * words as close). Two letters off only in a long word that starts like it ("sentido" is not a typo of
 * "vendido"); a common word (`KEPT_WORDS`) is never the correction.
 */
function fixTypo(word: string, vocabulary: ReadonlySet<string>): string {
  if (word.length < 4 || vocabulary.has(word) || !/^\p{L}+$/u.test(word)) return word;
  let best = { words: [] as string[], distance: Number.POSITIVE_INFINITY };
  for (const known of vocabulary) {
    if (known.length < 4 || KEPT.has(known)) continue;
    const limit = word.length >= 7 && known[0] === word[0] ? 2 : 1;
    const distance = typoDistance(word, known, limit);
    if (distance > limit || distance > best.distance) continue;
    best =
      distance < best.distance ? { words: [known], distance } : { ...best, words: [...best.words, known] };
  }
  return best.words.length === 1 ? (best.words[0] ?? word) : word;
}

/**
 * A question as the engine reads it: lower case, no accents or punctuation, single spaces, slang mapped
 * to plain words ("finde" → "fin de semana") and each typo of a known word fixed ("smana" → "semana").
 */
export function normalizeQuestion(text: string, extraVocabulary: readonly string[] = []): string {
  const vocabulary = new Set([...QUESTION_VOCABULARY, ...extraVocabulary.map(normalizeSearchText)]);
  const plain = normalizeSearchText(
    normalizeSearchText(text).replace(PUNCTUATION, " ").replace(LOOSE_SEPARATOR, " "),
  );
  return replaceCanonical(plain)
    .split(" ")
    .map((word) => fixTypo(word, vocabulary))
    .join(" ");
}
