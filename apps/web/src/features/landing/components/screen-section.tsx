import { Grid, Stack, Text, Title } from "@mantine/core";
import type { ProductScreen } from "../products";
import { ScreenFrame } from "./screen-frame";

/**
 * One screen of a product with what it is for: a phone's beside its text from 768 px (alternating sides),
 * a computer's under it at full width; on a phone, always the text first.
 */
export function ScreenSection({ screen, index }: { screen: ProductScreen; index: number }) {
  const words = (
    <Stack gap="xs">
      <Title order={2} fz={{ base: 24, sm: 30 }}>
        {screen.title}
      </Title>
      <Text size="lg" c="dimmed">
        {screen.text}
      </Text>
    </Stack>
  );
  // The first picture may show without scrolling on a computer; the others wait until they are near.
  const frame = <ScreenFrame screen={screen} lazy={index > 0} />;
  if (screen.device === "desktop")
    return (
      <Stack component="section" gap="lg">
        <Stack maw={720}>{words}</Stack>
        {frame}
      </Stack>
    );
  return (
    <Grid component="section" gap={{ base: "lg", sm: 48 }} align="center">
      <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 1, sm: index % 2 ? 2 : 1 }}>
        {words}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 2, sm: index % 2 ? 1 : 2 }}>
        {frame}
      </Grid.Col>
    </Grid>
  );
}
