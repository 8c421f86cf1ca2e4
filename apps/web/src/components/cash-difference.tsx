import { Text, VisuallyHidden } from "@mantine/core";
import { diffColor, diffText, diffWords } from "../lib/register-record-text";

/**
 * A closing's cash difference with its sign: missing red, extra orange, and none green, since a drawer that
 * balances is what the cashier hopes to see, not a warning. Screen readers hear what it means first.
 */
export function CashDifference({ diff }: { diff: number }) {
  return (
    <Text span size="sm" fw={700} c={diffColor(diff)}>
      <VisuallyHidden>{diffWords(diff)}: </VisuallyHidden>
      {diffText(diff)}
    </Text>
  );
}
