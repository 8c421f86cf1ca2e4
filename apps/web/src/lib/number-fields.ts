import { formatEsClNumber, type NumberRule, parseEsClNumber } from "@club/domain";

/** A form's typed number for its schema: "" when empty or unreadable (the reason is in `numberErrors`). */
export function numberValue(text: string, rule: NumberRule): number | "" {
  return parseEsClNumber(text, rule).value ?? "";
}

/** A number from the server as the text a NumberField shows. */
export function numberText(value: number, rule: NumberRule): string {
  return formatEsClNumber(value, rule);
}

/** The reasons typed numbers cannot be read, by form path; they take precedence over schema messages. */
export function numberErrors(
  fields: Record<string, readonly [text: string, rule: NumberRule]>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, [text, rule]] of Object.entries(fields)) {
    const { error } = parseEsClNumber(text, rule);
    if (error) errors[path] = error;
  }
  return errors;
}
