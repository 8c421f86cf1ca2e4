import { LIST_PAGE_SIZE, ORDER_STATES } from "@club/domain";
import { z } from "zod";
import { bookingStatus } from "./booking-schemas";
import { dateTimeParts, idParams, messageResponse, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

/** A member of the club is a player (`authenticated`) or one of its administrators. */
export const CLUB_USER_ROLES = ["authenticated", "club_administrator"] as const;
export type ClubUserRole = (typeof CLUB_USER_ROLES)[number];
/** name A→Z; bookings, spend and last visit: most first (no visit last). */
export const CLUB_USER_SORTS = ["name", "bookings", "spend", "last_visit"] as const;
export type ClubUserSort = (typeof CLUB_USER_SORTS)[number];

export const clubUsersQuery = pageQuery(LIST_PAGE_SIZE).extend({
  search: text("La búsqueda debe ser texto")
    .trim()
    .max(100, "La búsqueda puede tener hasta 100 caracteres")
    .optional(),
  role: z.enum(CLUB_USER_ROLES, { error: "El rol debe ser authenticated o club_administrator" }).optional(),
  sort: z
    .enum(CLUB_USER_SORTS, { error: "El orden debe ser name, bookings, spend o last_visit" })
    .default("name"),
});

/** What the club knows of a member and what they did at the club. */
export const clubUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  rut: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(CLUB_USER_ROLES),
  // The spec's code (M1ra…M6ta, FA…FD) or 'Sin categoría'; the label says it in words.
  category_code: z.string(),
  category_label: z.string(),
  member_since: z.string(),
  // Bookings at this club that were not cancelled.
  bookings_count: z.number().int(),
  // Pesos received for their bookings at this club: paid booking payments and booking lines of paid orders.
  spend: z.number().int(),
  // When their latest booking that already started began; null before their first visit.
  last_visit: z.string().nullable(),
});
export type ClubUser = z.infer<typeof clubUserSchema>;

export const getClubUsers = endpoint({
  method: "GET",
  path: "/api/admin/user/get_club_users",
  summary:
    "Jugadores y administradores del club, con reservas, gasto y última visita; búsqueda sin tildes por nombre, usuario, RUT, correo o teléfono",
  tag: "user",
  access: "admin",
  querystring: clubUsersQuery,
  response: z.object({ users: z.array(clubUserSchema), pagination: paginationSchema }),
});

export const clubUserBookingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  court_name: z.string(),
  status: bookingStatus,
  price: z.number().int(),
  cancelled: z.boolean(),
  // Pesos received for this booking (paid payments and paid order lines).
  paid: z.number().int(),
});
export type ClubUserBooking = z.infer<typeof clubUserBookingSchema>;

export const clubUserOrderSchema = z.object({
  id: z.number().int(),
  order_status: z.enum(ORDER_STATES),
  order_amount: z.number().int(),
  order_date: dateTimeParts,
  // What the order charged for this player's bookings.
  bookings_amount: z.number().int(),
});
export type ClubUserOrder = z.infer<typeof clubUserOrderSchema>;

export const clubUserDetailSchema = z.object({
  user: clubUserSchema,
  cancelled_bookings: z.number().int(),
  // How many administrators the club has: the last one cannot be removed.
  club_administrators: z.number().int(),
  bookings: z.array(clubUserBookingSchema),
  orders: z.array(clubUserOrderSchema),
});
export type ClubUserDetail = z.infer<typeof clubUserDetailSchema>;

export const findClubUser = endpoint({
  method: "GET",
  path: "/api/admin/user/find_club_user/:id",
  summary:
    "Un jugador o administrador del club: perfil, totales, sus reservas y los pedidos que las cobraron",
  tag: "user",
  access: "admin",
  params: idParams,
  response: clubUserDetailSchema,
});

export const setClubAdministrator = endpoint({
  method: "PUT",
  path: "/api/admin/user/set_club_administrator/:id",
  summary:
    "Hace administrador del club a uno de sus jugadores, o lo devuelve a jugador (nunca al último administrador)",
  tag: "user",
  access: "admin",
  params: idParams,
  body: z.object({
    club_administrator: z.boolean({ error: "Indica si será administrador (true o false)" }),
  }),
  response: messageResponse.extend({ role: z.enum(CLUB_USER_ROLES) }),
});
