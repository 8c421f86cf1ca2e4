import { formatClp } from "@club/domain";
import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A cart line's name, what it is charged by, and its amount (with what acts on it beside). */
export function CartLineHeading({
  title,
  detail,
  amount,
  children,
}: {
  title: string;
  detail: string;
  amount: number;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} data-testid="line-total">
          {formatClp(amount)}
        </Text>
        {children}
      </Group>
    </Group>
  );
}
