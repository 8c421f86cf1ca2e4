import type { AppConfig } from "../../config";
import { builtinEngine } from "./builtin/builtin-engine";
import type { AssistantEngine } from "./engine";
import { createLlmEngine } from "./llm/llm-engine";

/** The engine that answers the club assistant: the language model when one is configured, else the built-in. */
export const assistantEngine = (config: AppConfig): AssistantEngine =>
  config.llm ? createLlmEngine(config.llm) : builtinEngine;
