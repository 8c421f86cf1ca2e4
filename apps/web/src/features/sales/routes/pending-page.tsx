import { OrdersScreen } from "../components/orders-screen";
import { pendingPath } from "../utils/order-paths";

const TEXTS = {
  title: "Pendientes",
  label: "Pedidos pendientes",
  empty: "No hay pedidos pendientes.",
  emptyFiltered: "Ningún pedido pendiente en esas fechas.",
};

/** /admin/pendientes: the orders left to charge. */
export function PendingPage() {
  return <OrdersScreen texts={TEXTS} fixedStatus="pending" pathOf={pendingPath} />;
}
