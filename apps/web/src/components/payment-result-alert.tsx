import type { PaymentResult } from "@club/contract";
import { Alert } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockQuestion,
  IconClockX,
  IconX,
} from "@tabler/icons-react";

const RESULTS: Record<PaymentResult, { color: string; title: string; text: string; icon: typeof IconX }> = {
  pagado: {
    color: "green",
    title: "¡Pago recibido!",
    text: "Tu pago quedó registrado y la reserva está confirmada.",
    icon: IconCircleCheck,
  },
  rechazado: {
    color: "red",
    title: "El pago fue rechazado",
    text: "No se hizo ningún cobro. Puedes intentarlo de nuevo con otra tarjeta.",
    icon: IconX,
  },
  anulado: {
    color: "yellow",
    title: "Anulaste el pago",
    text: "No se hizo ningún cobro. La reserva sigue igual que antes.",
    icon: IconAlertTriangle,
  },
  expirado: {
    color: "orange",
    title: "El pago no se completó a tiempo",
    text: "No se hizo ningún cobro. Revisa el estado de la reserva antes de intentarlo otra vez.",
    icon: IconClockX,
  },
  pendiente: {
    color: "blue",
    title: "Estamos confirmando tu pago",
    text: "Webpay no nos respondió a tiempo. No pagues de nuevo: si ves el cargo en tu cuenta, el club lo verá como pendiente y lo confirmará contigo.",
    icon: IconClockQuestion,
  },
};

/** The same results, said of a player's share of a match where the booking's words would mislead. */
const SHARE_TEXTS: Partial<Record<PaymentResult, string>> = {
  pagado: "Pagaste tu parte del partido. Te enviamos el comprobante por correo.",
  anulado: "No se hizo ningún cobro. Tu parte sigue pendiente.",
  expirado:
    "No se hizo ningún cobro: tu parte ya estaba pagada, la reserva quedó pagada o saliste del partido. Revisa los pagos.",
};

/**
 * What the gateway's return ended in, as the server named it in `?resultado=`: of the booking, or of the
 * player's share of its match (`share`).
 */
export function PaymentResultAlert({ result, share = false }: { result: PaymentResult; share?: boolean }) {
  const { color, title, icon: Icon } = RESULTS[result];
  const text = (share && SHARE_TEXTS[result]) || RESULTS[result].text;
  return (
    <Alert color={color} variant="light" title={title} icon={<Icon size={20} />} role="status">
      {text}
    </Alert>
  );
}
