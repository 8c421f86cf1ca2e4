import type { OrderDetail } from "@club/contract";
import { formatClp, paymentMethodLabel } from "@club/domain";
import { Portal } from "@mantine/core";
import { ORDER_STATUS_LABELS } from "../../../lib/order-status-labels";
import { bookingText, momentText, quantityText } from "../utils/order-text";
import classes from "./receipt.module.css";

// No page margins while the receipt is mounted: the roll is 80 mm wide and the printer's driver decides
// its length.
const PAGE_STYLE = "@page { margin: 0; }";

function Row({ left, right, className }: { left: string; right: string; className?: string }) {
  return (
    <div className={`${classes.row} ${className ?? ""}`}>
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
}

/**
 * The sale's receipt for an 80 mm printer, rendered beside the app (in a portal under body) so the print
 * style shows it alone; on screen it is hidden.
 */
export function Receipt({ order }: { order: OrderDetail }) {
  const { items, bookings, payments, cash_register } = order.order_details;
  return (
    <Portal>
      <div className={classes.receipt} data-testid="receipt">
        <style>{PAGE_STYLE}</style>
        <div className={classes.center}>
          <strong>{order.club.name}</strong>
          <div>Comprobante de venta #{order.id}</div>
          <div>{momentText(order.order_date)}</div>
          {cash_register && <div>{cash_register.cash_register_name}</div>}
          {order.order_status !== "paid" && (
            <div>{ORDER_STATUS_LABELS[order.order_status].toUpperCase()}</div>
          )}
        </div>
        <hr className={classes.rule} />
        {items.map((line) => (
          <div key={`item-${line.item_id}`}>
            <div>{line.item_name}</div>
            <Row
              left={`  ${quantityText(line)} × ${formatClp(line.item_sell_price)}`}
              right={formatClp(line.item_amount)}
            />
          </div>
        ))}
        {bookings.map((line) => (
          <div key={`booking-${line.id}`}>
            <div>Reserva {bookingText(line)}</div>
            <Row
              left={`  ${line.order_percentage} % de ${formatClp(line.price)}`}
              right={formatClp(line.order_amount)}
            />
          </div>
        ))}
        <hr className={classes.rule} />
        <Row left="TOTAL" right={formatClp(order.order_amount)} className={classes.total} />
        {payments.map((p) => (
          <Row key={p.method} left={paymentMethodLabel(p.method)} right={formatClp(p.amount)} />
        ))}
        {order.order_cash_payed > 0 && (
          <>
            <Row left="Efectivo recibido" right={formatClp(order.order_cash_payed)} />
            <Row left="Vuelto" right={formatClp(order.order_change)} />
          </>
        )}
        <hr className={classes.rule} />
        <div className={classes.center}>¡Gracias por tu compra!</div>
      </div>
    </Portal>
  );
}
