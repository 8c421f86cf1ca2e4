import type { Availability } from "@club/contract";
import { Alert } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";

/** What the club's payment setting means for the player, said before they book. */
export function paymentNoteText(percentage: Availability["online_payment_percentage"]): string {
  if (percentage === 0) return "Se paga en el club, al llegar: este club no recibe pagos en línea.";
  return `Para confirmarla, paga en línea ${percentage === 100 ? "el total" : "al menos el 50 %"} después de reservar; el horario se guarda por un tiempo.`;
}

/** A standing note, not an alert: it is there when the sheet opens, nothing a screen reader must cut in for. */
export function PaymentNote({ percentage }: { percentage: Availability["online_payment_percentage"] }) {
  return (
    <Alert color="blue" variant="light" icon={<IconCash size={18} />} p="sm" role="note">
      {paymentNoteText(percentage)}
    </Alert>
  );
}
