import { Text } from "@mantine/core";
import { diffColor, diffText } from "../../../lib/register-record-text";

/** A closing's cash difference, coloured as in the registers' history: missing red, extra orange, none green. */
export function BalanceDiff({ diff }: { diff: number }) {
  return (
    <Text span size="sm" fw={700} c={diffColor(diff)}>
      {diffText(diff)}
    </Text>
  );
}
