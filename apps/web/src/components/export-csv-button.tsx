import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile } from "../lib/download-file";

/** What an export hands to the download: the file and the toast's words ("Exportaste 3 pagos."). */
export type CsvExport = { content: string; fileName: string; message: string };

/** The API's largest page: an export walks every page of the current filters. */
export const EXPORT_PAGE_SIZE = 100;

/** Every row of a paginated list, page by page. */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<{ rows: T[]; totalPages: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.rows);
    if (page >= answer.totalPages || answer.rows.length === 0) return rows;
  }
}

/** "Exportar CSV": builds the file, downloads it and says how many rows went, or why it failed. */
export function ExportCsvButton({
  build,
  errorTitle,
  disabled,
}: {
  build: () => Promise<CsvExport>;
  errorTitle: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { content, fileName, message } = await build();
      downloadFile(content, fileName, "text/csv;charset=utf-8");
      notifications.show({ color: "green", message });
    } catch (error) {
      notifications.show({
        color: "red",
        title: errorTitle,
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
      disabled={disabled}
      onClick={exportCsv}
    >
      Exportar CSV
    </Button>
  );
}
