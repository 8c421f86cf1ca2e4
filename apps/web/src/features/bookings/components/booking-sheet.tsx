import type { Availability } from "@club/contract";
import { Alert, Button, Drawer, Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { BookingFacts } from "../utils/booking-facts";
import { BookingSummary } from "./booking-summary";
import { ConfirmEmailNotice } from "./confirm-email-notice";
import { PaymentNote } from "./payment-note";

interface BookingSheetProps {
  facts: BookingFacts | null;
  /** The club's online payment setting: how the booking will be paid, said before it is made. */
  onlinePaymentPercentage: Availability["online_payment_percentage"];
  pending: boolean;
  error: string | null;
  /** The refusal is the account's unconfirmed e-mail: the notice offers a new link. */
  unconfirmed?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const TITLE = "Confirma tu reserva";

/** On a phone it rises from the bottom, within the thumb's reach; on a desktop it is a dialog. */
function Sheet({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const phone = useMediaQuery("(max-width: 48em)");
  if (phone) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={TITLE}
        position="bottom"
        size={480}
        radius="lg"
        closeButtonProps={{ "aria-label": "Cerrar" }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={TITLE} centered>
      {children}
    </Modal>
  );
}

export function BookingSheet({
  facts,
  onlinePaymentPercentage,
  pending,
  error,
  unconfirmed,
  onConfirm,
  onClose,
}: BookingSheetProps) {
  return (
    <Sheet opened={facts !== null} onClose={onClose}>
      {facts && (
        <Stack gap="md" pb="xs">
          <BookingSummary facts={facts} />
          <PaymentNote percentage={onlinePaymentPercentage} />
          {error && unconfirmed && <ConfirmEmailNotice message={error} />}
          {error && !unconfirmed && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Stack gap="xs">
            <Button size="md" fullWidth loading={pending} onClick={onConfirm}>
              Confirmar reserva
            </Button>
            <Button variant="default" size="md" fullWidth onClick={onClose}>
              Volver
            </Button>
          </Stack>
        </Stack>
      )}
    </Sheet>
  );
}
