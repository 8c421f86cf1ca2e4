import type { OrderDetail } from "@club/contract";

export const CREATE_ORDER_PATH = "/api/admin/order/create_order";
export const ITEMS_PATH = "/api/admin/item/get_items";
export const bookingsPath = (date: string) => `/api/admin/booking/get_bookings_by_date/${date}`;

/** A paid order as find_order gives it, with one line of the items sent. */
export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const when = { date: "23-11-2026", time: "19:00:00", timeWithoutSeconds: "19:00" };
  return {
    id: 501,
    order_amount: 8990,
    order_currency: "CLP",
    order_source: "pos",
    order_status: "paid",
    order_date: when,
    order_details: {
      items: [
        {
          item_id: 12,
          item_name: "Pelotas Head Pro (tubo x3)",
          item_brand: "Head",
          item_quantity: 1,
          item_sell_price: 8990,
          item_amount: 8990,
          item_bulk: false,
          item_image_thumbnail: null,
          item_measure_unit_short: null,
        },
      ],
      bookings: [],
      cash_register: { cash_register_name: "Caja 1" },
      payments: [{ method: "cash", amount: 8990 }],
    },
    club: { id: 1, name: "Club Demo" },
    order_send_mail_client: null,
    order_cash_payed: 10_000,
    order_change: 1010,
    order_paid_date: when,
    order_cancelled_date: null,
    order_refund_cash_register: null,
    ...overrides,
  };
}
