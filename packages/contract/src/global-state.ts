import { z } from "zod";
import { roleTypeSchema } from "./auth";
import { cashRegisterSchema } from "./cash-registers";
import { endpoint } from "./endpoint";

export const SERVICE_IDS = { GoMatch: 1, GoMarket: 2, GoRegisters: 3 } as const;

export const globalStateSchema = z.object({
  cash_register: z.array(cashRegisterSchema),
  user_id: z.number().int(),
  user_role_type: roleTypeSchema,
  username: z.string(),
  name: z.string(),
  lastname: z.string(),
  pending_orders: z.number().int(),
  daily_pending_orders: z.number().int(),
  /** Today's bookings (the club's local day) that hold their slot. */
  daily_bookings: z.number().int(),
  has_unread_notifications: z.boolean(),
  enabled_services: z.array(z.number().int()),
  club: z.object({ id: z.number().int(), name: z.string(), support_email: z.string() }),
});
export type GlobalState = z.infer<typeof globalStateSchema>;

export const getGlobalState = endpoint({
  method: "GET",
  path: "/api/admin/global_state",
  summary: "Estado global del back office para el administrador de la sesión",
  tag: "admin",
  access: "admin",
  response: globalStateSchema,
});

export const getClubAdminUsernames = endpoint({
  method: "GET",
  path: "/api/admin/club/get_club_admin_usernames",
  summary: "Nombres de usuario de los administradores del club",
  tag: "club",
  access: "admin",
  response: z.object({ data: z.array(z.string()) }),
});
