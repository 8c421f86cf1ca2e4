import type { StaffPayment } from "@club/contract";
import { countText } from "@club/domain";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile } from "../../../lib/download-file";
import { fetchPaymentPage } from "../api/get-payments";
import type { PaymentFilters } from "../hooks/use-payment-filters";
import { paymentsCsvName, paymentsToCsv } from "../utils/payments-csv";

/** The API's largest page: the export walks every page of the current filters. */
const EXPORT_PAGE_SIZE = 100;

async function fetchAllPayments(filters: PaymentFilters): Promise<StaffPayment[]> {
  const payments: StaffPayment[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchPaymentPage(filters, page, EXPORT_PAGE_SIZE);
    payments.push(...answer.payments);
    if (page >= answer.pagination.totalPages || answer.payments.length === 0) return payments;
  }
}

export function ExportPaymentsButton({ filters, disabled }: { filters: PaymentFilters; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const payments = await fetchAllPayments(filters);
      downloadFile(paymentsToCsv(payments), paymentsCsvName(), "text/csv;charset=utf-8");
      notifications.show({
        color: "green",
        message: `Exportaste ${countText(payments.length, "pago", "pagos")}.`,
      });
    } catch (error) {
      notifications.show({
        color: "red",
        title: "No se pudieron exportar los pagos",
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
