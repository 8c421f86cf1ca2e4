import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconPackageOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { INVENTORY_PATH } from "../utils/item-paths";

/** A missing item, a deleted one or another club's: all look the same. */
export function ItemNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconPackageOff size={30} />
        </ThemeIcon>
        <Title order={2}>Producto no encontrado</Title>
        <Text c="dimmed" maw={440}>
          No existe en el inventario de tu club, o fue eliminado.
        </Text>
        <Button component={Link} to={INVENTORY_PATH} leftSection={<IconArrowLeft size={18} />}>
          Volver al inventario
        </Button>
      </Stack>
    </Paper>
  );
}
