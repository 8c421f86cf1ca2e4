import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useScreenTitle } from "../../../lib/screen-title";

interface ErrorScreenProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}

export function ErrorScreen({ icon: Icon, title, children, action }: ErrorScreenProps) {
  useScreenTitle(title);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <Icon size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {typeof children === "string" ? (
          <Text c="dimmed" size="lg">
            {children}
          </Text>
        ) : (
          children
        )}
        {action}
      </Stack>
    </Center>
  );
}
