import { EXPORT_PAGE_SIZE, ExportCsvButton, fetchAllPages } from "../../../components/export-csv-button";
import { fetchItemPage } from "../api/get-item-page";
import type { ItemListFilters } from "../api/inventory-keys";
import { csvFileName, itemsToCsv } from "../utils/items-csv";
import { productCount } from "../utils/product-count";

export function ExportItemsButton({ filters }: { filters: Omit<ItemListFilters, "page"> }) {
  const build = async () => {
    const items = await fetchAllPages(async (page) => {
      const answer = await fetchItemPage({ ...filters, page, limit: EXPORT_PAGE_SIZE });
      return { rows: answer.data, totalPages: answer.pagination.totalPages };
    });
    return {
      content: itemsToCsv(items),
      fileName: csvFileName(),
      message: `Exportaste ${productCount(items.length)}.`,
    };
  };
  return <ExportCsvButton build={build} errorTitle="No se pudo exportar el inventario" />;
}
