import type { Order, OrderDetail } from "@club/contract";

const moment = (date: string, time: string) => ({ date, time: `${time}:00`, timeWithoutSeconds: time });

/** A paid sale: 2 waters, 1,25 kg of a bulk item and half of a booking; cash and debit with change. */
export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 41,
    order_amount: 22_990,
    order_currency: "CLP",
    order_source: "pos",
    order_status: "paid",
    order_date: moment("24-11-2026", "19:05"),
    club: { id: 1, name: "Club Demo Padel" },
    order_cash_payed: 10_000,
    order_change: 2_010,
    order_details: {
      items: [
        {
          item_id: 7,
          item_name: "Agua mineral",
          item_brand: "Benedictino",
          item_quantity: 2,
          item_sell_price: 1_000,
          item_amount: 2_000,
          item_bulk: false,
          item_image_thumbnail: null,
          item_measure_unit_short: null,
        },
        {
          item_id: 9,
          item_name: "Maní tostado",
          item_brand: "",
          item_quantity: 1.25,
          item_sell_price: 4_000,
          item_amount: 5_000,
          item_bulk: true,
          item_image_thumbnail: null,
          item_measure_unit_short: "kg",
        },
      ],
      bookings: [
        {
          id: 300,
          date: "2026-11-24",
          price: 31_980,
          status: "p50",
          start_time: "19:00",
          end_time: "20:30",
          duration_int: 90,
          duration_text: "1 h 30 min",
          court_name: "Cancha 2",
          schedule_id: null,
          payment_percentage: 50,
          order_percentage: 50,
          order_amount: 15_990,
        },
      ],
      cash_register: { cash_register_name: "Caja 1" },
      payments: [
        { method: "cash", amount: 7_990 },
        { method: "debit", amount: 15_000 },
      ],
    },
    order_send_mail_client: null,
    order_paid_date: moment("24-11-2026", "19:05"),
    order_cancelled_date: null,
    order_refund_cash_register: null,
    ...overrides,
  };
}

/** The same order still to charge: no payments, no register. */
export function makePendingDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const paid = makeOrderDetail();
  return makeOrderDetail({
    order_status: "pending",
    order_source: "reception",
    order_cash_payed: 0,
    order_change: 0,
    order_paid_date: null,
    order_details: { ...paid.order_details, payments: [], cash_register: null },
    ...overrides,
  });
}

/** An order as the list gives it. */
export function listOrder(detail: OrderDetail): Order {
  const { items, bookings } = detail.order_details;
  return {
    id: detail.id,
    order_amount: detail.order_amount,
    order_currency: "CLP",
    order_source: detail.order_source,
    order_status: detail.order_status,
    order_date: detail.order_date,
    order_details: { items, bookings },
    club: detail.club,
    order_send_mail_client: null,
  };
}

export function ordersPage(orders: Order[], { page = 1, pageSize = 20, total = orders.length } = {}) {
  return {
    orders,
    pagination: { page, pageSize, pageCount: orders.length, total, totalPages: Math.ceil(total / pageSize) },
    sorting: { date_sort: "desc" },
    filters: { start_date: null, end_date: null, status: null },
  };
}
