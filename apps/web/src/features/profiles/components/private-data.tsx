import type { Profile } from "@club/contract";
import { Paper, Stack, Text } from "@mantine/core";
import { Fact } from "../../../components/fact";

/** What only the owner and their club's administrators see, said as such. */
export function PrivateData({ profile }: { profile: Profile }) {
  const data = profile.private;
  if (!data) {
    return profile.phone ? <Fact label="Teléfono" value={profile.phone} /> : null;
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {profile.own
            ? "Solo tú y tu club ven estos datos."
            : "Datos privados: los ves como administrador del club."}
        </Text>
        <Fact label="Correo" value={data.email} />
        <Fact label="RUT" value={data.rut ?? "Sin RUT"} />
        <Fact
          label="Teléfono"
          value={`${data.phone ?? "Sin teléfono"}${data.hide_phone ? " (oculto para otros jugadores)" : ""}`}
        />
        {data.hide_from_ranking && <Text size="sm">No aparece en el ranking.</Text>}
      </Stack>
    </Paper>
  );
}
