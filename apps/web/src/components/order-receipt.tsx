import type { OrderDetail } from "@club/contract";
import { formatClp, paymentMethodLabel } from "@club/domain";
import { Portal } from "@mantine/core";
import { bookingText, momentText, quantityText } from "../lib/order-line-text";
import { ORDER_STATUS_LABELS } from "../lib/order-status-labels";
import classes from "./order-receipt.module.css";

function Row({
  left,
  right,
  className,
  testId,
}: {
  left: string;
  right: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`${classes.row} ${className ?? ""}`}>
      <span>{left}</span>
      <span data-testid={testId}>{right}</span>
    </div>
  );
}

/**
 * The sale as the server recorded it (its prices, total, payments and change), narrow enough for an 80 mm
 * roll: the point of sale shows it after a sale, and `PrintedReceipt` puts it on paper.
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const { items, bookings, payments, cash_register } = order.order_details;
  return (
    <div className={classes.receipt} data-testid="receipt">
      <div className={classes.center}>
        <strong>{order.club.name}</strong>
        <div>Comprobante de venta #{order.id}</div>
        <div>{momentText(order.order_date)}</div>
        {cash_register && <div>{cash_register.cash_register_name}</div>}
        {order.order_status === "cancelled" && (
          <div className={classes.status}>{ORDER_STATUS_LABELS.cancelled.toUpperCase()}</div>
        )}
      </div>
      <hr className={classes.rule} />
      {items.map((line) => (
        <div key={`item-${line.item_id}`}>
          <div>{line.item_name}</div>
          <Row
            left={`${quantityText(line)} × ${formatClp(line.item_sell_price)}`}
            right={formatClp(line.item_amount)}
            className={classes.line}
          />
        </div>
      ))}
      {bookings.map((line) => (
        <div key={`booking-${line.id}`}>
          <div>Reserva {bookingText(line)}</div>
          <Row
            left={`${line.order_percentage} % de ${formatClp(line.price)}`}
            right={formatClp(line.order_amount)}
            className={classes.line}
          />
        </div>
      ))}
      <hr className={classes.rule} />
      <Row
        left="TOTAL"
        right={formatClp(order.order_amount)}
        className={classes.total}
        testId="receipt-total"
      />
      {order.order_status === "pending" ? (
        <div className={`${classes.center} ${classes.status}`}>Pendiente de pago</div>
      ) : (
        payments.map((p) => (
          <Row key={p.method} left={paymentMethodLabel(p.method)} right={formatClp(p.amount)} />
        ))
      )}
      {order.order_cash_payed > 0 && (
        <>
          <Row left="Efectivo recibido" right={formatClp(order.order_cash_payed)} />
          <Row left="Vuelto" right={formatClp(order.order_change)} testId="receipt-change" />
        </>
      )}
      {order.order_send_mail_client && (
        <div className={classes.center}>Comprobante enviado a {order.order_send_mail_client.email}</div>
      )}
      <hr className={classes.rule} />
      <div className={classes.center}>¡Gracias por tu compra!</div>
    </div>
  );
}

// No page margins while a receipt is mounted: the roll is 80 mm wide and the printer's driver decides its
// length.
const PAGE_STYLE = "@page { margin: 0; }";

/**
 * The receipt on paper: rendered beside the app (a portal under <body>), hidden on screen; while it is
 * mounted the print styles leave it alone on the page, black on white, whatever the theme.
 */
export function PrintedReceipt({ order }: { order: OrderDetail }) {
  return (
    <Portal>
      <div className={classes.paper} aria-hidden>
        <style>{PAGE_STYLE}</style>
        <OrderReceipt order={order} />
      </div>
    </Portal>
  );
}
