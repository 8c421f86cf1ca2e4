import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import { datesInOrder, idParam, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import {
  createOrderData,
  idempotencyHeaders,
  ORDER_STATUSES,
  orderDetailSchema,
  orderSchema,
  orderSource,
  updateOrderData,
} from "./order-schemas";

export const createOrder = endpoint({
  method: "POST",
  path: "/api/admin/order/create_order",
  summary:
    "Registrar una venta (pagada o pendiente). El servidor calcula cada línea y el total; la misma clave Idempotency-Key devuelve la misma venta",
  tag: "order",
  access: "admin",
  headers: idempotencyHeaders,
  body: z.object({ data: createOrderData }),
  response: orderDetailSchema,
});

export const getOrdersQuery = pageQuery(3)
  .extend({
    date_sort: z
      .preprocess(
        (v) => (typeof v === "string" ? v.toLowerCase() : v),
        z.enum(["asc", "desc"], { error: "El orden debe ser asc o desc" }),
      )
      .default("desc"),
    // Days on the club's calendar, both included.
    start_date: bookingDate.optional(),
    end_date: bookingDate.optional(),
    status: z.enum(ORDER_STATUSES, { error: "El estado debe ser pending, paid o cancelled" }).optional(),
  })
  .superRefine(datesInOrder);

export const getOrders = endpoint({
  method: "GET",
  path: "/api/admin/order/get_orders",
  summary: "Ventas del club por fecha, con filtros por días y estado",
  tag: "order",
  access: "admin",
  querystring: getOrdersQuery,
  response: z.object({
    orders: z.array(orderSchema),
    pagination: paginationSchema,
    sorting: z.object({ date_sort: z.enum(["asc", "desc"]) }),
    filters: z.object({
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      status: z.enum(ORDER_STATUSES).nullable(),
    }),
  }),
});

export const findOrder = endpoint({
  method: "GET",
  path: "/api/admin/order/find_order/:id",
  summary: "Una venta con sus líneas, pagos y caja",
  tag: "order",
  access: "admin",
  params: idParams,
  response: orderDetailSchema,
});

export const updateOrder = endpoint({
  method: "PUT",
  path: "/api/admin/order/update_order/:id",
  summary: "Editar una venta pendiente (líneas, pagos) o cobrarla con order_status paid",
  tag: "order",
  access: "admin",
  params: idParams,
  body: z.object({ data: updateOrderData }),
  response: orderDetailSchema,
});

export const updatePendingOrderSource = endpoint({
  method: "PUT",
  path: "/api/admin/order/update_pending_order_source/:id",
  summary: "Cambiar el origen de una venta pendiente",
  tag: "order",
  access: "admin",
  params: idParams,
  body: z.object({ data: z.object({ order_source: orderSource }) }),
  response: orderDetailSchema,
});

export const removePendingLine = endpoint({
  method: "PUT",
  path: "/api/admin/order/remove_pending_booking_or_item_from_order",
  summary: "Quitar un producto o una reserva de una venta pendiente",
  tag: "order",
  access: "admin",
  body: z
    .object({ order: idParam, item: idParam.optional(), booking: idParam.optional() })
    .refine((b) => (b.item === undefined) !== (b.booking === undefined), {
      message: "Indica un producto o una reserva, no ambos",
      path: ["item"],
    }),
  response: orderDetailSchema,
});

export const cancelOrder = endpoint({
  method: "GET",
  path: "/api/admin/order/cancel_order/:id",
  summary:
    "Anular una venta pendiente, o una pagada: el stock vuelve una vez y la devolución queda en la caja abierta de quien anula",
  tag: "order",
  access: "admin",
  params: idParams,
  response: orderDetailSchema,
});
