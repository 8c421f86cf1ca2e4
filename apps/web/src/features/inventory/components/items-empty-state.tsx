import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPackageOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { CATALOG_PATH, NEW_ITEM_PATH } from "../utils/item-paths";

interface ItemsEmptyStateProps {
  /** A text or a category narrows the list. */
  searched: boolean;
  /** Only the items at or below their critical stock are listed. */
  criticalOnly: boolean;
  onClear: () => void;
}

function emptyText({ searched, criticalOnly }: Omit<ItemsEmptyStateProps, "onClear">) {
  if (criticalOnly) {
    return {
      title: "No hay productos en stock crítico",
      hint: searched
        ? "Ninguno de los productos de esta búsqueda o categoría está en su stock crítico o por debajo."
        : "Ningún producto está en su stock crítico o por debajo: no hay nada por reponer.",
    };
  }
  if (searched) {
    return {
      title: "No encontramos productos",
      hint: "Prueba con otro nombre, marca o código de barras, o con otra categoría.",
    };
  }
  return {
    title: "Aún no tienes productos",
    hint: "Crea tus propios productos o agrégalos desde el catálogo general.",
  };
}

/** No items at all (a new club), or none for the filters in force. */
export function ItemsEmptyState({ searched, criticalOnly, onClear }: ItemsEmptyStateProps) {
  const filtered = searched || criticalOnly;
  const { title, hint } = emptyText({ searched, criticalOnly });
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconPackageOff size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {hint}
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
