import { SERVICE_IDS } from "@club/contract";
import { countText } from "@club/domain";

export const SERVICE_OPTIONS = [
  { id: SERVICE_IDS.GoMatch, label: "GoMatch", description: "Reservas de canchas" },
  { id: SERVICE_IDS.GoMarket, label: "GoMarket", description: "Punto de venta e inventario" },
  { id: SERVICE_IDS.GoRegisters, label: "GoRegisters", description: "Cajas y balances" },
] as const;

export const ONLINE_PAYMENT_OPTIONS = [
  { value: "0", label: "Sin pago en línea (se paga en el club)" },
  { value: "50", label: "50 % al reservar" },
  { value: "100", label: "100 % al reservar" },
] as const;

export const onlinePaymentText = (percentage: number) =>
  percentage === 0 ? "Sin pago en línea" : `${percentage} % al reservar`;

export const bookingWindowText = (days: number) =>
  days === 0 ? "Solo el mismo día" : `Hasta ${countText(days, "día", "días")} de anticipación`;

export const cancellationText = (hours: number) =>
  hours === 0 ? "Hasta la hora de inicio" : `Hasta ${countText(hours, "hora", "horas")} antes del inicio`;

export const holdText = (minutes: number) => countText(minutes, "minuto", "minutos");

export const maxActiveText = (count: number) =>
  `${countText(count, "reserva activa", "reservas activas")} por jugador`;

export const SHARE_REFUND_OPTIONS = [
  { value: "refund", label: "Se le devuelve su parte (si sale dentro del plazo de anulación)" },
  { value: "keep", label: "El club se queda con su parte" },
] as const;

export const shareRefundText = (rule: "refund" | "keep") =>
  rule === "refund" ? "Se devuelve la parte pagada" : "El club conserva la parte pagada";

export const reminderText = (hours: number) =>
  hours === 0 ? "Sin aviso" : `${countText(hours, "hora", "horas")} antes del inicio`;

export const offerText = (minutes: number) => `Se guarda ${countText(minutes, "minuto", "minutos")}`;

/** The whole-number rules of a club's matches, in the order they show. */
export const MATCH_RULE_FIELDS = [
  {
    name: "match_reminder_hours",
    label: "Aviso de partido incompleto (horas antes)",
    description:
      "Si a esa hora al partido le faltan jugadores, se avisa a quien reservó y a los inscritos. 0 = sin aviso",
  },
  {
    name: "waitlist_offer_minutes",
    label: "Cupo guardado a la lista de espera (minutos)",
    description: "Cuánto se le guarda un cupo liberado al primero de la lista antes de pasar al siguiente",
  },
] as const;

/** The whole-number rules of the club form, in the order they show. */
export const RULE_FIELDS = [
  {
    name: "booking_window_days",
    label: "Ventana de reserva (días)",
    description: "Cuántos días hacia adelante pueden reservar los jugadores",
  },
  {
    name: "cancellation_hours",
    label: "Plazo de anulación (horas)",
    description: "Hasta cuántas horas antes del inicio puede anular el jugador",
  },
  {
    name: "booking_hold_minutes",
    label: "Retención sin pago (minutos)",
    description: "Cuánto se guarda una reserva en línea sin pagar antes de liberarla",
  },
  {
    name: "max_active_bookings",
    label: "Máximo de reservas activas por jugador",
    description: "Uso justo: el personal del club no tiene este límite",
  },
] as const;
