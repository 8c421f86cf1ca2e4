import { formatEsClNumber, type NumberRule, parseEsClNumber, regroupWhileTyping } from "@club/domain";
import { TextInput, type TextInputProps } from "@mantine/core";
import { type FocusEvent, useState } from "react";

type Props = Omit<TextInputProps, "value" | "onChange" | "inputMode"> & {
  rule: NumberRule;
  /** The text as typed: forms keep it and read it with lib/number-fields.ts. */
  value?: string;
  onChange?: (text: string) => void;
  /** Shown after the number, e.g. "kg". */
  unit?: string | null;
};

/**
 * The app's one numeric input: es-CL text ("1.990,5"), grouped while typed and shown the es-CL way on
 * leaving the field, and refused with a Spanish reason when the rule cannot hold it (never silently
 * rounded or stripped of its comma).
 */
export function NumberField({ rule, value = "", onChange = () => {}, onBlur, error, unit, ...rest }: Props) {
  // The reason shows once the person leaves the field, not while typing "1," on the way to "1,5".
  const [left, setLeft] = useState(false);
  const parsed = parseEsClNumber(value, rule);
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    if (parsed.value != null) {
      const shown = formatEsClNumber(parsed.value, rule);
      if (shown !== value) onChange(shown);
    }
    onBlur?.(event);
  };
  return (
    <TextInput
      autoComplete="off"
      // Phones show digits; a minus sign needs the full keyboard.
      inputMode={rule.negative ? "text" : rule.decimals > 0 ? "decimal" : "numeric"}
      rightSection={unit ?? undefined}
      {...rest}
      value={value}
      onChange={(event) => {
        const { value: typed, selectionStart } = event.currentTarget;
        setLeft(false);
        // Only at the end: regrouping moves the caret there.
        onChange(selectionStart === typed.length ? regroupWhileTyping(value, typed) : typed);
      }}
      onBlur={leave}
      error={(left || error) && parsed.error ? parsed.error : error}
    />
  );
}
