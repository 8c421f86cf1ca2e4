import type { Item } from "@club/contract";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile } from "../../../lib/download-file";
import { fetchItemPage } from "../api/get-item-page";
import type { ItemListFilters } from "../api/inventory-keys";
import { csvFileName, itemsToCsv } from "../utils/items-csv";
import { productCount } from "../utils/product-count";

/** The API's largest page: the export walks every page of the current filter. */
export const EXPORT_PAGE_SIZE = 100;

async function fetchAllItems(filters: Omit<ItemListFilters, "page">): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchItemPage({ ...filters, page, limit: EXPORT_PAGE_SIZE });
    items.push(...answer.data);
    if (page >= answer.pagination.totalPages || answer.data.length === 0) return items;
  }
}

export function ExportItemsButton({ filters }: { filters: Omit<ItemListFilters, "page"> }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const items = await fetchAllItems(filters);
      downloadFile(itemsToCsv(items), csvFileName(), "text/csv;charset=utf-8");
      notifications.show({ color: "green", message: `Exportaste ${productCount(items.length)}.` });
    } catch (error) {
      notifications.show({
        color: "red",
        title: "No se pudo exportar el inventario",
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} />}
      loading={busy}
      onClick={exportCsv}
    >
      Exportar CSV
    </Button>
  );
}
