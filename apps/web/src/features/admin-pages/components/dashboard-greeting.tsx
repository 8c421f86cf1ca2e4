import type { GlobalState } from "@club/contract";
import { Stack, Text, Title } from "@mantine/core";
import { dayjs } from "../../../lib/dayjs";

function greeting(hour: number): string {
  if (hour < 12) return "Buenos días";
  if (hour < 20) return "Buenas tardes";
  return "Buenas noches";
}

export function DashboardGreeting({ state }: { state: GlobalState }) {
  const now = dayjs();
  const today = now.format("dddd D [de] MMMM");
  return (
    <Stack gap={2}>
      <Title order={2}>
        {greeting(now.hour())}, {state.name}
      </Title>
      <Text c="dimmed">
        {state.club.name} · {today.charAt(0).toUpperCase() + today.slice(1)}
      </Text>
    </Stack>
  );
}
