import type { ItemDetail } from "@club/contract";
import { Alert, Box, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { OfflineQueries } from "../../../components/offline-queries";
import { StaleDataNotice } from "../../../components/stale-data-notice";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { useItem } from "../api/find-item";
import { OFFLINE_INVENTORY } from "../api/offline-inventory";
import { DeleteItemButton } from "../components/delete-item-button";
import { ItemForm } from "../components/item-form";
import { ItemNotFound } from "../components/item-not-found";
import { StockMovementsTable } from "../components/stock-movements-table";
import { StockPanel } from "../components/stock-panel";

function itemIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ItemView({ item, notice }: { item: ItemDetail; notice: ReactNode }) {
  return (
    <Stack gap="lg">
      {notice}
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {item.item_name}
          </Title>
          <Text c="dimmed" size="sm">
            {[item.item_brand, item.item_category.item_category_name].filter(Boolean).join(" · ")}
          </Text>
        </div>
        <Box style={{ flexShrink: 0 }}>
          <DeleteItemButton item={item} />
        </Box>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          {/* Keyed by id: another item's page starts from that item's values. */}
          <ItemForm key={item.id} item={item} />
        </Grid.Col>
        {/* On a phone the stock comes first: restocking is what people do there. */}
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Box pos={{ base: "static", md: "sticky" }} top={76}>
            <StockPanel item={item} />
          </Box>
        </Grid.Col>
      </Grid>
      <StockMovementsTable itemId={item.id} unit={item.item_measurement_unit_short} />
    </Stack>
  );
}

/** /admin/inventario/{id_item}: opens offline with the item as read before. */
export function ItemPage() {
  return (
    <OfflineQueries options={OFFLINE_INVENTORY}>
      <Item />
    </OfflineQueries>
  );
}

function Item() {
  const id = itemIdOf(useParams().id_item);
  const { data, error, dataUpdatedAt } = useItem(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(data?.item_name ?? (missing ? "Producto no encontrado" : undefined));
  if (id === null || (error instanceof ApiError && error.status === 404)) return <ItemNotFound />;
  if (error && !data)
    return (
      <Alert color="red" title="No se pudo cargar el producto">
        {error.message}
      </Alert>
    );
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Cargando producto">
        <Skeleton h={36} w={280} />
        <Skeleton h={480} />
      </Stack>
    );
  }
  return <ItemView item={data} notice={<StaleDataNotice error={error} readAt={dataUpdatedAt} />} />;
}
