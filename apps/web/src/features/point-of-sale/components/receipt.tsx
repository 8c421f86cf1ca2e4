import type { OrderDetail } from "@club/contract";
import { formatClp, formatEsClNumber, paymentMethodLabel, quantityRule } from "@club/domain";
import { Divider, Stack, Text } from "@mantine/core";
import classes from "./receipt.module.css";

const quantityText = (line: OrderDetail["order_details"]["items"][number]) =>
  `${formatEsClNumber(line.item_quantity, quantityRule(line.item_bulk))}${line.item_bulk && line.item_measure_unit_short ? ` ${line.item_measure_unit_short}` : ""}`;

/** The sale as the server recorded it (its prices, total and change), narrow enough for an 80 mm printer. */
export function Receipt({ order }: { order: OrderDetail }) {
  const { items, bookings, payments, cash_register } = order.order_details;
  return (
    <Stack gap={6} className={classes.receipt} data-testid="receipt">
      <Text fw={700} ta="center">
        {order.club.name}
      </Text>
      <Text size="sm" ta="center">
        Venta #{order.id} · {order.order_date.date} {order.order_date.timeWithoutSeconds}
      </Text>
      {cash_register && (
        <Text size="xs" ta="center">
          {cash_register.cash_register_name}
        </Text>
      )}
      <Divider />
      {items.map((line) => (
        <div key={`i${line.item_id}`}>
          <Text size="sm">{line.item_name}</Text>
          <div className={classes.row}>
            <Text size="xs">
              {quantityText(line)} × {formatClp(line.item_sell_price)}
            </Text>
            <Text size="sm">{formatClp(line.item_amount)}</Text>
          </div>
        </div>
      ))}
      {bookings.map((line) => (
        <div key={`b${line.id}`}>
          <Text size="sm">
            Reserva {line.court_name} {line.date} {line.start_time.slice(0, 5)}
          </Text>
          <div className={classes.row}>
            <Text size="xs">
              {line.order_percentage} % de {formatClp(line.price)}
            </Text>
            <Text size="sm">{formatClp(line.order_amount)}</Text>
          </div>
        </div>
      ))}
      <Divider />
      <div className={classes.row}>
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="receipt-total">
          {formatClp(order.order_amount)}
        </Text>
      </div>
      {order.order_status === "pending" ? (
        <Text size="sm" fw={600} ta="center">
          Pendiente de pago
        </Text>
      ) : (
        payments.map((p) => (
          <div key={p.method} className={classes.row}>
            <Text size="sm">{paymentMethodLabel(p.method)}</Text>
            <Text size="sm">{formatClp(p.amount)}</Text>
          </div>
        ))
      )}
      {order.order_cash_payed > 0 && (
        <>
          <div className={classes.row}>
            <Text size="sm">Efectivo recibido</Text>
            <Text size="sm">{formatClp(order.order_cash_payed)}</Text>
          </div>
          <div className={classes.row}>
            <Text size="sm">Vuelto</Text>
            <Text size="sm" data-testid="receipt-change">
              {formatClp(order.order_change)}
            </Text>
          </div>
        </>
      )}
      {order.order_send_mail_client && (
        <Text size="xs" ta="center">
          Comprobante enviado a {order.order_send_mail_client.email}
        </Text>
      )}
    </Stack>
  );
}
