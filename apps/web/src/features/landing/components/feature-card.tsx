import { Card, Text, ThemeIcon } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";

export function FeatureCard({ icon: Icon, title, text }: { icon: TablerIcon; title: string; text: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon size={40} radius="md" variant="light">
        <Icon size={22} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600} mt="md">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {text}
      </Text>
    </Card>
  );
}
