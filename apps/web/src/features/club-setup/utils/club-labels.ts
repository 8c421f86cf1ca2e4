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
