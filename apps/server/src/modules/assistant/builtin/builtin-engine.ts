import { ASSISTANT_SUGGESTIONS, normalizeSearchText } from "@club/domain";
import type { AssistantEngine, EngineEvent, EngineQuestion } from "../engine";
import { ToolInputError } from "../toolbox";
import { answerWords } from "./answers";
import { type About, PLAN_VOCABULARY, type Plan, planFor } from "./intents";
import { normalizeQuestion, QUESTION_VOCABULARY } from "./normalize";
import { parsePeriod } from "./period-words";

/** Small words that never name an item or a person. */
const FILLER = new Set(
  "a al ante con de del el en es la las le les lo los me mi mis nos o para por que se su sus te tu un una unos unas y ya hay".split(
    " ",
  ),
);
const KNOWN = new Set([...QUESTION_VOCABULARY, ...PLAN_VOCABULARY]);

/** What is left of a question without its period and the words the engine knows: a name, if any. */
export function leftoverWords(text: string, periodWords: string | undefined): string {
  const withoutPeriod = periodWords ? text.replace(periodWords, " ") : text;
  return withoutPeriod
    .split(" ")
    .filter((word) => word && !FILLER.has(word) && !KNOWN.has(word) && !/^\d+$/.test(word))
    .join(" ");
}

// An item whose name is this close (0 is the same) is the one asked for, unless another is about as close.
const SURE_ITEM = 0.35;
const CLEAR_MARGIN = 0.1;

const UNKNOWN_MESSAGE = "No sé responder eso todavía. Estas son preguntas que sí sé responder:";
const suggestions = (): EngineEvent => ({ type: "suggestions", questions: [...ASSISTANT_SUGGESTIONS] });

/** Letters and digits only, without a plural's last "s": "Red Bull" and "redbulls" both read "redbull". */
const compact = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]/g, "")
    .replace(/(?<=.{4})s$/, "");

/**
 * The rows whose name holds the words written together or apart ("redbul" in "Red Bull Energy Drink",
 * "kitkat" in "Kit Kat 41,5 g"): a name said without its spaces, which a word-by-word match scores low.
 */
export function runTogether<Row extends Record<string, unknown>>(words: string, rows: readonly Row[]): Row[] {
  const said = compact(words);
  if (said.length < 4) return [];
  return rows.filter((row) => compact(String(row.label)).includes(said));
}

/** The item a plan names, found among the club's items; a clear match gives its tool's plan. */
async function* runItemPlan(plan: Extract<Plan, { kind: "item" }>, q: EngineQuestion) {
  const found = await q.toolbox.run("find_items", { name: plan.words.slice(0, 80) });
  const together = runTogether(plan.words, found.rows);
  const candidates = together.length > 0 ? together : found.rows;
  const [best, next] = candidates;
  const closeness = (row: typeof best) => (together.length > 0 ? 0 : Number(row?.closeness ?? 1));
  if (!best || closeness(best) > SURE_ITEM) {
    yield {
      type: "notice",
      code: "unknown",
      message: `No encontré un producto que se llame «${plan.words}».`,
    } as const;
    return;
  }
  if (next && closeness(next) - closeness(best) < CLEAR_MARGIN) {
    const names = candidates.slice(0, 3).map((row) => `«${row.label}»`);
    yield {
      type: "notice",
      code: "unknown",
      message: `Encontré varios productos parecidos: ${names.join(", ")}. Pregunta por uno de ellos.`,
    } as const;
    return;
  }
  yield* figureAnswer(q, plan.tool, { ...plan.input, item_id: best.id });
}

/** A tool's figure, told in words, then shown. */
async function* figureAnswer(q: EngineQuestion, tool: string, input: Record<string, unknown>, about?: About) {
  const figure = await q.toolbox.run(tool, input);
  yield { type: "text", delta: answerWords(figure, about) } as const;
  yield { type: "figure", figure } as const;
}

const MONTHS = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
/**
 * Details of when or where that no tool takes, or that the period did not read ("del 2025", "la cancha 3",
 * "de febrero" left over, "mañana", "entre las 18 y las 20"): answering without them would be answering
 * another question.
 */
const UNREAD = new RegExp(
  `\\b(\\d+|${MONTHS}|ano|anos|trimestres?|semestres?|meses|manana|tarde|noche|madrugada)\\b`,
);
/** Numbers that are part of what a rule reads: how many to list ("top 5", "los 3 productos"). */
const COUNTED = /\b(top|los|las) \d+\b|\b\d+ (productos?|jugadores?|mas)\b/g;

/** Hours of the day ("entre las 18 y las 20", "a las 9"): no tool reads part of a day. */
const HOURS = /\b(?:a|desde|hasta|entre) las \d{1,2}\b|\blas \d{1,2} ?(?:hrs|horas|h)\b/;

/** Words that follow "cancha" in a question about all of them ("qué cancha tuvo más", "cancha quedó libre"). */
const ABOUT_EVERY_COURT = new Set([
  "se",
  "es",
  "esta",
  "este",
  "estuvo",
  "tuvo",
  "tiene",
  "hubo",
  "fue",
  "quedo",
  "ultimo",
  "ultimos",
]);

/**
 * One court named ("la cancha cordillera", "la cancha del volcán", "la cancha 3"): no tool reads a single
 * court, and answering for the whole club would read as that court's figure. After "cancha" (and a "de"
 * or "del"), a word the engine knows or a filler is part of a question about every court; a number or any
 * other word names one.
 */
function namedCourt(rest: string): string | null {
  for (const [said, word = ""] of rest.matchAll(/\bcancha (?:del? )?([a-z0-9]+)/g)) {
    const known = FILLER.has(word) || KNOWN.has(word) || ABOUT_EVERY_COURT.has(word);
    if (/^\d+$/.test(word) || !known) return said;
  }
  return null;
}

/** The detail the question names that the answer would leave out, if any. */
export function unreadDetail(text: string, periodWords: string | undefined, plan: Plan): string | null {
  const hours = text.match(HOURS)?.[0];
  if (hours) return hours;
  const rest = (periodWords ? text.replace(periodWords, " ") : text).replace(COUNTED, " ");
  // An item's name may hold a court's ("arriendo cancha techada") and numbers ("agua 500 ml"); an
  // operator's may hold numbers.
  const court = isNameLike(plan) ? null : namedCourt(rest);
  if (court) return court;
  const found = rest.match(UNREAD)?.[0];
  if (!found || (/^\d+$/.test(found) && isNameLike(plan))) return null;
  return found;
}

const isNameLike = (plan: Plan) =>
  plan.kind === "item" ||
  (plan.kind === "tool" && plan.tool === "register_sessions" && "operator" in plan.input);

/** The question without the session's own club named in it ("¿cuánto vendió el club demo padel?"). */
function withoutOwnClub(text: string, clubName: string) {
  const own = normalizeSearchText(clubName)
    .replace(/[^a-z0-9 ]/g, " ")
    .trim();
  if (!own) return text;
  const bare = own.replace(/^club /, "");
  return text
    .replace(new RegExp(`\\b(club )?(${own}|${bare})\\b`, "g"), " ")
    .replace(/ +/g, " ")
    .trim();
}

async function* answer(q: EngineQuestion): AsyncGenerator<EngineEvent> {
  const text = withoutOwnClub(normalizeQuestion(q.question, PLAN_VOCABULARY), q.clubName);
  const period = parsePeriod(text, q.today);
  const plan = planFor(text, period, leftoverWords(text, period?.words));
  const unread =
    plan.kind === "refused" || plan.kind === "unknown" ? null : unreadDetail(text, period?.words, plan);
  try {
    if (plan.kind === "refused") {
      yield { type: "notice", code: "refused", message: plan.message };
    } else if (unread) {
      yield {
        type: "notice",
        code: "unknown",
        message: `No sé responder eso todavía: no sé leer «${unread}» en esa pregunta. Estas son preguntas que sí sé responder:`,
      };
      yield suggestions();
    } else if (plan.kind === "unknown") {
      yield { type: "notice", code: "unknown", message: UNKNOWN_MESSAGE };
      yield suggestions();
    } else if (plan.kind === "item") {
      yield* runItemPlan(plan, q);
    } else {
      yield* figureAnswer(q, plan.tool, plan.input, plan.about);
    }
  } catch (error) {
    // A period it cannot read (upside down, over a year): said, not guessed.
    if (!(error instanceof ToolInputError)) throw error;
    yield { type: "notice", code: "unknown", message: error.message };
  }
}

/** The built-in engine: understands the club's common questions without any network. */
export const builtinEngine: AssistantEngine = { name: "builtin", answer };
