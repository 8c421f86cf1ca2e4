import { Divider, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled part of a long form ("Precios", "Reglas de reserva"). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider
        label={
          <Title order={4} fz="sm">
            {title}
          </Title>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}
