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

/** What the gateway's return ended in, as the server named it in `?resultado=`. */
export function PaymentResultAlert({ result }: { result: PaymentResult }) {
  const { color, title, text, icon: Icon } = RESULTS[result];
  return (
    <Alert color={color} variant="light" title={title} icon={<Icon size={20} />} role="status">
      {text}
    </Alert>
  );
}
