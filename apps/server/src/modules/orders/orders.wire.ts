import type { Order, OrderDetail, OrderPaymentMethod } from "@club/contract";
import { type BookingStatusCode, clubDateTimeParts, decimalToQuantity, type OrderState } from "@club/domain";
import { toBookingView } from "../bookings/booking-view";
import { thumbnailOrPlaceholder } from "../uploads/upload-urls";
import type { BookingLineRow, ItemLineRow } from "./order-lines.repository";
import type { OrderDetailRows } from "./orders.repository";

function itemLineWire({ line, imageKey }: ItemLineRow) {
  return {
    item_id: line.itemId,
    item_name: line.itemName,
    item_brand: line.itemBrand,
    item_quantity: decimalToQuantity(line.quantity),
    item_sell_price: line.sellPrice,
    item_amount: line.amount,
    item_bulk: line.bulk,
    item_image_thumbnail: thumbnailOrPlaceholder(imageKey),
    item_measure_unit_short: line.measureUnitShort,
  };
}

function bookingLineWire({ line, booking }: BookingLineRow) {
  const view = toBookingView(booking);
  return {
    id: view.id,
    date: view.date,
    price: view.price,
    status: view.status as BookingStatusCode,
    start_time: view.startTime,
    end_time: view.endTime,
    duration_int: view.durationMinutes,
    duration_text: view.durationText,
    court_name: view.courtName,
    schedule_id: view.scheduleId,
    payment_percentage: view.paymentPercentage,
    order_percentage: line.percentage,
    order_amount: line.amount,
  };
}

/** An order as the sales list shows it, its date on the club's clock. */
export function toOrderWire({ head, items, bookings }: OrderDetailRows): Order {
  const { order } = head;
  const client =
    order.mailClientName === null
      ? null
      : { name: order.mailClientName, lastname: order.mailClientLastname ?? "" };
  return {
    id: order.id,
    order_amount: order.amount,
    order_currency: "CLP",
    order_source: order.source as Order["order_source"],
    order_status: order.status as OrderState,
    order_date: clubDateTimeParts(order.createdAt, head.timeZone),
    order_details: { items: items.map(itemLineWire), bookings: bookings.map(bookingLineWire) },
    club: { id: order.clubId, name: head.clubName },
    order_send_mail_client: client,
  };
}

const parts = (instant: Date | null, timeZone: string) =>
  instant ? clubDateTimeParts(instant, timeZone) : null;

/** An order with its payments, cash, registers and dates. */
export function toOrderDetailWire(rows: OrderDetailRows): OrderDetail {
  const { head, payments } = rows;
  const { order } = head;
  const base = toOrderWire(rows);
  return {
    ...base,
    order_cash_payed: order.cashPayed,
    order_change: order.change,
    order_details: {
      ...base.order_details,
      cash_register: head.registerName === null ? null : { cash_register_name: head.registerName },
      payments: payments.map((p) => ({ method: p.method as OrderPaymentMethod, amount: p.amount })),
    },
    order_send_mail_client:
      order.mailClientName === null
        ? null
        : {
            name: order.mailClientName,
            lastname: order.mailClientLastname ?? "",
            email: order.mailClientEmail ?? "",
          },
    order_paid_date: parts(order.paidAt, head.timeZone),
    order_cancelled_date: parts(order.cancelledAt, head.timeZone),
    order_refund_cash_register:
      head.refundRegisterName === null ? null : { cash_register_name: head.refundRegisterName },
  };
}

type ContentWire = {
  order_items?: { item: number; quantity: number }[];
  order_bookings?: { booking: number; percentage: 50 | 100 }[];
  order_payments?: { method: OrderPaymentMethod; amount: number }[];
  order_cash_received?: number;
};

/** The lines and payments of a request; a part left out stays undefined (unchanged by an edit). */
export function fromOrderContentWire(data: ContentWire) {
  return {
    items: data.order_items?.map((i) => ({ itemId: i.item, quantity: i.quantity })),
    bookings: data.order_bookings?.map((b) => ({ bookingId: b.booking, percentage: b.percentage })),
    payments: data.order_payments?.map((p) => ({ method: p.method, amount: p.amount })),
    cashReceived: data.order_cash_received,
  };
}
