import {
  clubDateTimeParts,
  decimalToQuantity,
  formatClp,
  formatIsoDay,
  formatQuantity,
  formatUnitPrice,
  paymentMethodLabel,
} from "@club/domain";
import type { MailMessage } from "../../mail/mailer";
import { toBookingView } from "../bookings/booking-view";
import type { OrderDetailRows } from "./orders.repository";

function lineTexts({ items, bookings }: OrderDetailRows) {
  return [
    ...items.map(({ line }) => {
      const quantity = formatQuantity(decimalToQuantity(line.quantity), line.measureUnitShort);
      const each = formatUnitPrice(line.sellPrice, line.measureUnitShort);
      return `- ${quantity} × ${line.itemName} (${each}): ${formatClp(line.amount)}`;
    }),
    ...bookings.map(({ line, booking }) => {
      const view = toBookingView(booking);
      const when = `${formatIsoDay(view.date)} ${view.startTime}–${view.endTime}`;
      return `- Reserva ${view.courtName}, ${when} (${line.percentage} %): ${formatClp(line.amount)}`;
    }),
  ];
}

/** The receipt of a paid sale, in plain Spanish text: lines, total, payments, cash and change. */
export function receiptMail(rows: OrderDetailRows, to: { name: string; email: string }): MailMessage {
  const { order, clubName, timeZone } = rows.head;
  const { date, timeWithoutSeconds } = clubDateTimeParts(order.paidAt ?? order.createdAt, timeZone);
  return {
    to: to.email,
    subject: `Tu comprobante de compra en ${clubName}`,
    text: [
      `Hola ${to.name}:`,
      "",
      `Gracias por tu compra en ${clubName}.`,
      `Venta N° ${order.id}, ${date} ${timeWithoutSeconds}`,
      "",
      ...lineTexts(rows),
      "",
      `Total: ${formatClp(order.amount)}`,
      ...rows.payments.map((p) => `${paymentMethodLabel(p.method)}: ${formatClp(p.amount)}`),
      ...(order.cashPayed > 0
        ? [`Efectivo recibido: ${formatClp(order.cashPayed)}`, `Vuelto: ${formatClp(order.change)}`]
        : []),
      "",
      "Este correo es tu comprobante. Si tienes dudas, comunícate con el club.",
    ].join("\n"),
  };
}
