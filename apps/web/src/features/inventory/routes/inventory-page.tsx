import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBuildingStore, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListPagination } from "../../../components/list-pagination";
import { OfflineQueries } from "../../../components/offline-queries";
import { StaleDataNotice } from "../../../components/stale-data-notice";
import { useScreenTitle } from "../../../lib/screen-title";
import { useItemPage } from "../api/get-item-page";
import { OFFLINE_INVENTORY } from "../api/offline-inventory";
import { CategoriesButton } from "../components/categories-modal";
import { ExportItemsButton } from "../components/export-items-button";
import { InventorySummary } from "../components/inventory-summary";
import { ItemsCardList } from "../components/items-card-list";
import { ItemsEmptyState } from "../components/items-empty-state";
import { ItemsTable } from "../components/items-table";
import { ItemsToolbar } from "../components/items-toolbar";
import { useBarcodeEntry } from "../hooks/use-barcode-entry";
import { useListParams } from "../hooks/use-list-params";
import { parseCategoryFilter } from "../utils/category-filter";
import { CATALOG_PATH, NEW_ITEM_PATH } from "../utils/item-paths";

const PHONE_QUERY = "(max-width: 48em)";

/** /admin/inventario: opens offline with the pages read before. */
export function InventoryPage() {
  return (
    <OfflineQueries options={OFFLINE_INVENTORY}>
      <Inventory />
    </OfflineQueries>
  );
}

function Inventory() {
  useScreenTitle("Inventario");
  const params = useListParams();
  const filters = {
    search: params.search,
    category: parseCategoryFilter(params.category),
    criticalOnly: params.criticalOnly,
  };
  const items = useItemPage({ ...filters, page: params.page });
  const onEntry = useBarcodeEntry(params.setSearch);
  const searched = filters.search.trim() !== "" || filters.category !== "all";
  const empty = items.data?.data.length === 0;
  const phone = useMediaQuery(PHONE_QUERY);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Inventario</Title>
        <Group gap="xs">
          <CategoriesButton />
          <Button
            component={Link}
            to={CATALOG_PATH}
            variant="default"
            leftSection={<IconBuildingStore size={18} />}
          >
            Catálogo
          </Button>
          <Button component={Link} to={NEW_ITEM_PATH} leftSection={<IconPlus size={18} />}>
            Nuevo producto
          </Button>
        </Group>
      </Group>
      <InventorySummary />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div style={{ flex: "1 1 480px" }}>
              <ItemsToolbar params={params} onEntry={onEntry} />
            </div>
            <ExportItemsButton filters={filters} />
          </Group>
          {items.error && !items.data && (
            <Alert color="red" title="No se pudo cargar el inventario">
              {items.error.message}
            </Alert>
          )}
          {items.data && <StaleDataNotice error={items.error} readAt={items.dataUpdatedAt} />}
          {empty ? (
            <ItemsEmptyState searched={searched} criticalOnly={filters.criticalOnly} onClear={params.clear} />
          ) : phone ? (
            <ItemsCardList items={items.data?.data} />
          ) : (
            <ItemsTable items={items.data?.data} loading={items.isFetching} />
          )}
          <ListPagination info={items.data?.pagination} onChange={params.setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
