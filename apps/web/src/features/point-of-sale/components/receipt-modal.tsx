import type { OrderDetail } from "@club/contract";
import { Button, Group, Modal } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { OrderReceipt, PrintedReceipt } from "../../../components/order-receipt";

/**
 * After a sale: the server's receipt, printable; "Nueva venta" (or Escape) goes back to the catalogue.
 * What prints is `PrintedReceipt`, the same receipt beside the app, which the print styles keep alone.
 */
export function ReceiptModal({ order, onClose }: { order: OrderDetail | null; onClose: () => void }) {
  return (
    <>
      <Modal
        opened={order !== null}
        onClose={onClose}
        title={order?.order_status === "pending" ? "Venta pendiente registrada" : "Venta registrada"}
        centered
        size="sm"
      >
        {/* The focus lands on the receipt, not on a button: a second Enter of a double press does nothing. */}
        <section tabIndex={-1} data-autofocus aria-label="Comprobante">
          {order && <OrderReceipt order={order} />}
        </section>
        <Group justify="flex-end" mt="md">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Imprimir
          </Button>
          <Button onClick={onClose}>Nueva venta</Button>
        </Group>
      </Modal>
      {order && <PrintedReceipt order={order} />}
    </>
  );
}
