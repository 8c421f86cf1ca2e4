import { isIanaTimeZone, UNKNOWN_TIME_ZONE } from "@club/domain";
import { z } from "zod";
import { updateData } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

export const DEFAULT_TIME_ZONE = "America/Santiago";
export const ONLINE_PAYMENT_PERCENTAGES = [0, 50, 100] as const;
export const SERVICE_ID_VALUES = [1, 2, 3] as const;

/** A club players can book at, as the public club picker shows it. */
export const publicClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  // `/api/files/{key}`, or null when the club has no logo.
  logo: z.string().nullable(),
});
export type PublicClub = z.infer<typeof publicClubSchema>;

export const getClubs = endpoint({
  method: "GET",
  path: "/api/clubs",
  summary: "Clubes donde se puede reservar (con el servicio de reservas activo)",
  tag: "club",
  access: "public",
  response: z.object({ data: z.array(publicClubSchema) }),
});

export const clubSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  support_email: z.string(),
  logo_key: z.string().nullable(),
  logo: z.string().nullable(),
  time_zone: z.string(),
  enabled_services: z.array(z.number().int()),
  booking_window_days: z.number().int(),
  cancellation_hours: z.number().int(),
  online_payment_percentage: z.number().int(),
  booking_hold_minutes: z.number().int(),
  max_active_bookings: z.number().int(),
  // Whether a player who leaves a match gets back the share they paid (refund) or the club keeps it (keep).
  match_share_refund: z.enum(["refund", "keep"]),
  // Hours before a match when its players hear it is not full yet; 0: never.
  match_reminder_hours: z.number().int(),
  // Minutes a place freed in a full match is kept for the first of its waitlist.
  waitlist_offer_minutes: z.number().int(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

const wholeBetween = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .int(`${what} debe ser un número entero`)
    .min(min, `${what} debe ser al menos ${min}`)
    .max(max, `${what} puede ser hasta ${max}`);

const clubFields = z.object({
  name: text("El nombre es obligatorio")
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(120, "El nombre puede tener hasta 120 caracteres"),
  address: text().trim().max(200, "La dirección puede tener hasta 200 caracteres"),
  phone: text()
    .trim()
    .max(30, "El teléfono puede tener hasta 30 caracteres")
    .regex(/^[+\d\s()-]*$/, "El teléfono solo puede tener dígitos, espacios y + ( ) -"),
  support_email: text("El correo de soporte es obligatorio")
    .trim()
    .max(200, "El correo es demasiado largo")
    .pipe(z.email("Ingresa un correo válido")),
  // The key of an image the club uploaded (POST /api/upload answers it in the url), or null for none.
  logo_key: text().trim().pipe(z.uuid("El logo debe ser una imagen subida por el club")).nullable(),
  time_zone: text("La zona horaria es obligatoria").trim().refine(isIanaTimeZone, UNKNOWN_TIME_ZONE),
  enabled_services: z
    .array(z.literal(SERVICE_ID_VALUES, { error: "Los servicios son 1, 2 y 3" }), {
      error: "Debe ser una lista de servicios",
    })
    .refine((ids) => new Set(ids).size === ids.length, "Un servicio aparece dos veces"),
  booking_window_days: wholeBetween(0, 365, "La ventana de reserva"),
  cancellation_hours: wholeBetween(0, 720, "El plazo de anulación"),
  online_payment_percentage: z.literal(ONLINE_PAYMENT_PERCENTAGES, {
    error: "El pago en línea debe ser 0, 50 o 100",
  }),
  booking_hold_minutes: wholeBetween(5, 1440, "La retención de una reserva sin pagar"),
  max_active_bookings: wholeBetween(1, 100, "El máximo de reservas activas por jugador"),
  match_share_refund: z.enum(["refund", "keep"], {
    error: "Indica refund (se devuelve su parte a quien sale) o keep (el club la conserva)",
  }),
  match_reminder_hours: wholeBetween(0, 168, "El aviso de partido incompleto"),
  waitlist_offer_minutes: wholeBetween(5, 1440, "El tiempo que se guarda un cupo"),
});

export const updateClubDataSchema = updateData(clubFields.partial());
export type UpdateClubData = z.input<typeof updateClubDataSchema>;

export const getClub = endpoint({
  method: "GET",
  path: "/api/admin/club/get_club",
  summary: "Perfil y reglas de reserva del club de la sesión",
  tag: "club",
  access: "admin",
  response: z.object({ data: clubSettingsSchema }),
});

export const updateClub = endpoint({
  method: "PUT",
  path: "/api/admin/club/update_club",
  summary: "Modificar el perfil y las reglas de reserva del club (solo los campos enviados)",
  tag: "club",
  access: "admin",
  body: z.object({ data: updateClubDataSchema }),
  response: z.object({ ok: z.literal(true), message: z.string(), data: clubSettingsSchema }),
});
