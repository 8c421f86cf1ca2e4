import { formatWholeNumber, numberFormatter } from "@club/domain";

export const WEEKDAY_NAMES = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"];
export const WEEKDAY_SHORT = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"];

export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export const BAND_LABELS = { peak: "Punta", off_peak: "Valle", none: "Fuera de horario" } as const;
export const CHANNEL_LABELS = { online: "En línea", reception: "Recepción" } as const;
export const NOTICE_LABELS = {
  under_2h: "Menos de 2 horas",
  "2_to_24h": "De 2 a 24 horas",
  "24_to_72h": "De 24 a 72 horas",
  over_72h: "Más de 72 horas",
} as const;

const percent = () => numberFormatter("es-CL", { style: "percent", maximumFractionDigits: 1 });
const hours = () => numberFormatter("es-CL", { maximumFractionDigits: 1 });

/** "45,3 %", or "Cerrada" when the courts were not open. */
export const formatOccupancy = (value: number | null) =>
  value === null ? "Cerrada" : percent().format(value / 100);

/** Minutes as hours: "12,5 h". */
export const formatHours = (minutes: number) => `${hours().format(minutes / 60)} h`;

export const formatCount = formatWholeNumber;
