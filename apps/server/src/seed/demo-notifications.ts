import type { Tx } from "../db/client";
import { notifications } from "../db/schema";
import type { DemoAccounts } from "./demo-accounts";
import type { DemoClubs } from "./demo-clubs";

type DemoNotification = {
  type: string;
  title: string;
  message: string;
  /** An app route, or the demo item the notification is about (it opens that item's page). */
  link: string | { item: string };
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
    link: { item: "Pelotas Head Padel Pro" },
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
    message: "Quedan 2 paquetes de Overgrip Wilson Pro; el stock crítico es 4.",
    link: { item: "Overgrip Wilson Pro Overgrip (3 unidades)" },
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
    title: "Stock crítico: Agua mineral sin gas 500 ml",
    message: "Quedan 6 botellas de Agua mineral sin gas 500 ml; el stock crítico es 12.",
    link: { item: "Agua mineral sin gas 500 ml" },
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

/** Item ids of the demo club by name, as seedDemoInventory returns them. */
type ItemIds = ReadonlyMap<string, number>;

function linkOf(n: DemoNotification, itemIds: ItemIds) {
  if (typeof n.link === "string") return n.link;
  const id = itemIds.get(n.link.item);
  if (id === undefined) throw new Error(`demo item "${n.link.item}" missing`);
  return `/admin/inventario/${id}`;
}

function rows(clubId: number, userId: number, list: DemoNotification[], now: number, itemIds: ItemIds) {
  return list.map((n) => ({
    clubId,
    userId,
    type: n.type,
    title: n.title,
    message: n.message,
    link: linkOf(n, itemIds),
    status: n.read ? "read" : "unread",
    sentAt: new Date(now - n.minutesAgo * 60_000),
  }));
}

/** Critical-stock alerts open the item they are about, as the ones the stock ledger sends do. */
export async function seedDemoNotifications(
  tx: Tx,
  clubs: DemoClubs,
  accounts: DemoAccounts,
  demoItemIds: ItemIds,
) {
  const now = Date.now();
  await tx
    .insert(notifications)
    .values([
      ...rows(clubs.demo.id, accounts.admin.id, DEMO_CLUB_NOTIFICATIONS, now, demoItemIds),
      ...rows(clubs.andes.id, accounts.admin2.id, ANDES_CLUB_NOTIFICATIONS, now, new Map()),
    ]);
}
