import { Stack, Tabs, Title } from "@mantine/core";
import { useLatestSearchParams } from "../../../lib/latest-search-params";
import { useScreenTitle } from "../../../lib/screen-title";
import type { BookingScope } from "../api/booking-keys";
import { BookingsList } from "../components/bookings-list";
import { MyMatchesList } from "../components/my-matches-list";

// The bookings' two tabs by time, then the matches the player booked or joined (both times on one tab).
const TABS: { scope: BookingScope | "matches"; value: string; label: string }[] = [
  { scope: "upcoming", value: "proximas", label: "Próximas" },
  { scope: "past", value: "pasadas", label: "Pasadas" },
  { scope: "matches", value: "partidos", label: "Partidos" },
];

/** `/reservas`: the player's bookings, upcoming and past, and their matches; the tab and page live in the URL. */
export function MyBookingsPage() {
  useScreenTitle("Mis reservas");
  const [params, setParams] = useLatestSearchParams();
  const tab = TABS.find((t) => t.value === params.get("tab")) ?? (TABS[0] as (typeof TABS)[number]);
  const page = Math.max(1, Number(params.get("pagina")) || 1);

  return (
    <Stack gap="md">
      <Title order={2}>Mis reservas</Title>
      <Tabs value={tab.value} onChange={(value) => value && setParams({ tab: value })} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => {
          const onPage = (next: number) => setParams({ tab: t.value, pagina: String(next) });
          return (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              {t.scope === "matches" ? (
                <MyMatchesList page={page} onPage={onPage} />
              ) : (
                <BookingsList scope={t.scope} page={page} onPage={onPage} />
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
