import type { EvalQuestion } from "./eval-types";
import { COURT_QUESTIONS } from "./questions-courts";
import { ITEM_QUESTIONS } from "./questions-items";
import { REFUSED_QUESTIONS } from "./questions-refused";
import { REGISTER_QUESTIONS } from "./questions-registers";
import { SALES_QUESTIONS } from "./questions-sales";

/**
 * The assistant's evaluation set: questions in Chilean Spanish over the demo club (Club Demo Padel), a
 * good part of them said loosely, each with the tool, days and figure expected (read from the database
 * when the evaluation runs), or the refusal or "no sé" expected.
 */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  ...SALES_QUESTIONS,
  ...ITEM_QUESTIONS,
  ...REGISTER_QUESTIONS,
  ...COURT_QUESTIONS,
  ...REFUSED_QUESTIONS,
];
