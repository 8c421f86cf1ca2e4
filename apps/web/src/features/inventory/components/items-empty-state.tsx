import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPackageOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { CATALOG_PATH, NEW_ITEM_PATH } from "../utils/item-paths";

/** No items at all (a new club), or none for the filters in force. */
export function ItemsEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconPackageOff size={26} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? "No encontramos productos" : "Aún no tienes productos"}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {filtered
          ? "Prueba con otro nombre, marca o código de barras, o con otra categoría."
          : "Crea tus propios productos o agrégalos desde el catálogo general."}
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        {filtered ? (
          <Button variant="light" onClick={onClear}>
            Limpiar filtros
          </Button>
        ) : (
          <>
            <Button component={Link} to={NEW_ITEM_PATH}>
              Nuevo producto
            </Button>
            <Button component={Link} to={CATALOG_PATH} variant="light">
              Ver catálogo
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
