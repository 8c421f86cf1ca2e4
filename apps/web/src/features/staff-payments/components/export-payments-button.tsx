import { countText } from "@club/domain";
import { EXPORT_PAGE_SIZE, ExportCsvButton, fetchAllPages } from "../../../components/export-csv-button";
import { fetchPaymentPage } from "../api/get-payments";
import type { PaymentFilters } from "../hooks/use-payment-filters";
import { paymentsCsvName, paymentsToCsv } from "../utils/payments-csv";

export function ExportPaymentsButton({ filters, disabled }: { filters: PaymentFilters; disabled?: boolean }) {
  const build = async () => {
    const payments = await fetchAllPages(async (page) => {
      const answer = await fetchPaymentPage(filters, page, EXPORT_PAGE_SIZE);
      return { rows: answer.payments, totalPages: answer.pagination.totalPages };
    });
    return {
      content: paymentsToCsv(payments),
      fileName: paymentsCsvName(),
      message: `Exportaste ${countText(payments.length, "pago", "pagos")}.`,
    };
  };
  return <ExportCsvButton build={build} errorTitle="No se pudieron exportar los pagos" disabled={disabled} />;
}
