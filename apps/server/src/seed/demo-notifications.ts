import type { Tx } from "../db/client";
import { notifications } from "../db/schema";
import type { DemoAccounts } from "./demo-accounts";
import type { DemoClubs } from "./demo-clubs";

type DemoNotification = {
  type: string;
  title: string;
  message: string;
  link: string;
  minutesAgo: number;
  read?: boolean;
};

const HOUR = 60;
const DAY = 24 * HOUR;

// Nine for the main administrator: two pages at the panel's page size of 5, every type, read and unread.
const DEMO_CLUB_NOTIFICATIONS: DemoNotification[] = [
  {
    type: "critical_stock",
    title: "Stock crítico: Pelotas Head Padel Pro",
    message: "Quedan 3 tubos de Pelotas Head Padel Pro; el stock crítico es 5.",
    link: "/admin/inventario",
    minutesAgo: 4,
  },
  {
    type: "booking",
    title: "Nueva reserva: Cancha 2, hoy 19:00",
    message: "Matías Soto reservó la Cancha 2 de 19:00 a 20:30 y abonó el 50%.",
    link: "/admin/reservas",
    minutesAgo: 35,
  },
  {
    type: "critical_stock",
    title: "Stock crítico: Overgrip Wilson Pro",
    message: "Quedan 2 unidades de Overgrip Wilson Pro; el stock crítico es 4.",
    link: "/admin/inventario",
    minutesAgo: 3 * HOUR,
  },
  {
    type: "maintenance",
    title: "Mantención programada",
    message:
      "El sistema estará en mantención el domingo de 03:00 a 04:00. Las reservas no se verán afectadas.",
    link: "/admin_dashboard",
    minutesAgo: 7 * HOUR,
    read: true,
  },
  {
    type: "system",
    title: "Pedido pendiente de pago",
    message: "Un pedido del punto de venta sigue pendiente de pago desde ayer.",
    link: "/admin/pendientes",
    minutesAgo: DAY + 2 * HOUR,
  },
  {
    type: "booking",
    title: "Reserva cancelada: Cancha 1, sábado 10:00",
    message: "Javiera Contreras canceló su reserva de la Cancha 1 del sábado a las 10:00.",
    link: "/admin/reservas",
    minutesAgo: 2 * DAY,
    read: true,
  },
  {
    type: "critical_stock",
    title: "Stock crítico: Agua mineral 500 ml",
    message: "Quedan 6 botellas de Agua mineral 500 ml; el stock crítico es 12.",
    link: "/admin/inventario",
    minutesAgo: 4 * DAY,
    read: true,
  },
  {
    type: "maintenance",
    title: "Nueva versión disponible",
    message: "Actualizamos el punto de venta: ahora puedes buscar productos por código de barras.",
    link: "/admin/punto-de-venta",
    minutesAgo: 6 * DAY,
    read: true,
  },
  {
    type: "welcome",
    title: "¡Bienvenido a Club Demo Padel!",
    message: "Tu club ya está listo. Revisa la configuración y abre tu primera caja para empezar a vender.",
    link: "/admin/configuracion",
    minutesAgo: 10 * DAY,
    read: true,
  },
];

const ANDES_CLUB_NOTIFICATIONS: DemoNotification[] = [
  {
    type: "welcome",
    title: "¡Bienvenido a Club Andes Padel!",
    message: "Tu club ya está listo. Abre la Caja Central para empezar a vender.",
    link: "/admin/configuracion",
    minutesAgo: 2 * HOUR,
  },
];

function rows(clubId: number, userId: number, list: DemoNotification[], now: number) {
  return list.map((n) => ({
    clubId,
    userId,
    type: n.type,
    title: n.title,
    message: n.message,
    link: n.link,
    status: n.read ? "read" : "unread",
    sentAt: new Date(now - n.minutesAgo * 60_000),
  }));
}

export async function seedDemoNotifications(tx: Tx, clubs: DemoClubs, accounts: DemoAccounts) {
  const now = Date.now();
  await tx
    .insert(notifications)
    .values([
      ...rows(clubs.demo.id, accounts.admin.id, DEMO_CLUB_NOTIFICATIONS, now),
      ...rows(clubs.andes.id, accounts.admin2.id, ANDES_CLUB_NOTIFICATIONS, now),
    ]);
}
