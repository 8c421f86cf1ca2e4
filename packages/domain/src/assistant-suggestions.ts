/** The questions the club assistant offers before the first one, and after an answer it could not give. */
export const ASSISTANT_SUGGESTIONS = [
  "¿Cuánto vendimos ayer en efectivo?",
  "¿Qué productos están por agotarse?",
  "¿Qué horas de la semana quedan vacías?",
  "¿Quién es el que más juega?",
  "¿Cuadró la caja el sábado?",
  "Ventas de este mes contra el anterior",
] as const;
