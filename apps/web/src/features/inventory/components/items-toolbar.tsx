import { Chip, Group, Select } from "@mantine/core";
import { IconCategory } from "@tabler/icons-react";
import { BarcodeCameraButton } from "../../../components/barcode-camera-button";
import { SearchInput } from "../../../components/search-input";
import { useItemCategories } from "../api/get-item-categories";
import type { useListParams } from "../hooks/use-list-params";
import { ALL_CATEGORIES, categoryFilterOptions } from "../utils/category-filter";

interface ItemsToolbarProps {
  params: ReturnType<typeof useListParams>;
  /** A finished entry (Enter, or a code read by the camera): a barcode may open its item. */
  onEntry: (text: string) => void;
}

export function ItemsToolbar({ params, onEntry }: ItemsToolbarProps) {
  const categories = useItemCategories();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <div style={{ flex: "1 1 260px" }}>
        <SearchInput
          label="Buscar productos"
          placeholder="Nombre, marca o código de barras"
          value={params.search}
          onSearch={params.setSearch}
          onEnter={onEntry}
          rightSection={<BarcodeCameraButton onCode={onEntry} />}
        />
      </div>
      <Select
        aria-label="Filtrar por categoría"
        leftSection={<IconCategory size={16} />}
        data={categoryFilterOptions(categories.data)}
        value={params.category ?? ALL_CATEGORIES}
        onChange={(value) => params.setCategory(value === ALL_CATEGORIES ? null : value)}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: "100%", xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Chip
        checked={params.criticalOnly}
        onChange={params.setCriticalOnly}
        color="red"
        variant="outline"
        size="md"
      >
        Solo stock crítico
      </Chip>
    </Group>
  );
}
