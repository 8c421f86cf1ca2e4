import { Anchor, Group, Text, ThemeIcon } from "@mantine/core";
import { IconBallTennis } from "@tabler/icons-react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../lib/product";

/** The app's name with its mark, linking to the given page. */
export function Brand({ to = "/", hideNameOnMobile = false }: { to?: string; hideNameOnMobile?: boolean }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={PRODUCT_NAME}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon radius="xl" size="md" variant="filled">
          <IconBallTennis size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom={hideNameOnMobile ? "xs" : undefined}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Anchor>
  );
}
