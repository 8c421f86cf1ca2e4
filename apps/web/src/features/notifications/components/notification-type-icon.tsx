import { ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarX,
  IconConfetti,
  IconInfoCircle,
  IconReceiptRefund,
  IconScale,
  IconTool,
} from "@tabler/icons-react";

const TYPE_STYLES = {
  critical_stock: { color: "red", Icon: IconAlertTriangle, label: "Stock crítico" },
  welcome: { color: "green", Icon: IconConfetti, label: "Bienvenida" },
  maintenance: { color: "orange", Icon: IconTool, label: "Mantención" },
  booking: { color: "teal", Icon: IconCalendarCheck, label: "Reserva en línea" },
  booking_cancelled: { color: "grape", Icon: IconCalendarX, label: "Reserva cancelada" },
  match_result_disputed: { color: "orange", Icon: IconScale, label: "Resultado en disputa" },
  share_refund_failed: { color: "red", Icon: IconReceiptRefund, label: "Devolución pendiente" },
} as const;
const OTHER_STYLE = { color: "blue", Icon: IconInfoCircle, label: "Aviso" } as const;

function styleFor(type: string) {
  return Object.hasOwn(TYPE_STYLES, type) ? TYPE_STYLES[type as keyof typeof TYPE_STYLES] : OTHER_STYLE;
}

export function NotificationTypeIcon({ type }: { type: string }) {
  const { color, Icon, label } = styleFor(type);
  return (
    <ThemeIcon color={color} variant="light" radius="xl" size="lg" aria-label={label} role="img">
      <Icon size={18} stroke={1.8} />
    </ThemeIcon>
  );
}
