import { OrdersScreen } from "../components/orders-screen";
import { salePath } from "../utils/order-paths";

const TEXTS = {
  title: "Ventas",
  label: "Ventas del club",
  empty: "Aún no hay ventas.",
  emptyFiltered: "Ninguna venta coincide con los filtros.",
};

/** /admin/ventas: the club's orders, newest first, by days and status. */
export function SalesPage() {
  return <OrdersScreen texts={TEXTS} pathOf={salePath} />;
}
