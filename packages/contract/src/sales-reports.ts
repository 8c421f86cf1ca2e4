import { z } from "zod";
import { pageQuery } from "./common";
import { endpoint } from "./endpoint";
import { ORDER_STATUSES } from "./order-schemas";
import { reportRangeQuery, reportRangeSchema, salesFiguresSchema } from "./report-range";
import { PAYMENT_METHODS } from "./staff-payments";

// Every sales report follows one rule (docs/architecture.md, "Sales reports"): a sale counts on the club's
// day it was paid, a refund on the day its paid order was cancelled; pending orders are not sales. The
// reports are the club's income: besides the point of sale's orders, each booking payment taken at
// reception or online is one sale on the day it was paid (its source in `sales_by_source`).

const orderReport = (path: string) => `/api/admin/order/${path}`;
const report = (path: string) => `/api/admin/report/${path}`;

export const getOrdersAmountByStatus = endpoint({
  method: "GET",
  path: orderReport("get_orders_amount_report_split_by_order_status"),
  summary:
    "Pedidos creados en el rango, por su estado actual (pendiente, pagado, anulado): cantidad y monto. Sin fechas: el período en curso",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({
    range: reportRangeSchema,
    statuses: z.array(
      z.object({
        order_status: z.enum(ORDER_STATUSES),
        orders_count: z.number().int(),
        amount: z.number().int(),
      }),
    ),
  }),
});

export const getSalesReport = endpoint({
  method: "GET",
  path: orderReport("get_sales_report"),
  summary:
    "Ventas del rango agrupadas por día, semana, mes o año (period, por defecto day): bruto, devoluciones y neto de cada tramo, y el total",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery.safeExtend({
    date_sort: z
      .preprocess(
        (v) => (typeof v === "string" ? v.toLowerCase() : v),
        z.enum(["asc", "desc"], { error: "El orden debe ser asc o desc" }),
      )
      .default("asc"),
  }),
  response: z.object({
    range: reportRangeSchema,
    date_sort: z.enum(["asc", "desc"]),
    // One row per day (week from Monday, month, year) of the range, empty ones included; `date` is where the
    // bucket starts, clipped to the range.
    buckets: z.array(salesFiguresSchema.extend({ date: z.string() })),
    totals: salesFiguresSchema,
  }),
});

const performanceSide = salesFiguresSchema.extend({
  start_date: z.string(),
  end_date: z.string(),
  // gross / sales_count rounded to the peso; 0 without sales.
  average_ticket: z.number().int(),
});

export const getSalesPeriodPerformance = endpoint({
  method: "GET",
  path: orderReport("get_sales_period_performance_report"),
  summary:
    "Este período contra el anterior: el período en curso hasta hoy frente al mismo número de días desde el inicio del anterior (o un rango contra los días justo antes). Cambios en %, null sin base",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({
    range: reportRangeSchema,
    current: performanceSide,
    previous: performanceSide,
    // (current − previous) / previous × 100, one decimal; null when previous is 0.
    change: z.object({
      net: z.number().nullable(),
      gross: z.number().nullable(),
      refunds: z.number().nullable(),
      sales_count: z.number().nullable(),
      average_ticket: z.number().nullable(),
    }),
  }),
});

/** A category or an item of the range: sold in orders paid in it, given back by paid orders cancelled in it. */
const lineFigures = z.object({
  // Paid orders of the range with a line of it.
  orders_count: z.number().int(),
  // Exact (thousandths for bulk items); for bookings, booking lines.
  sold_quantity: z.number(),
  refunded_quantity: z.number(),
  net_quantity: z.number(),
  gross: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});

/** A category's quantities in one unit: the unit of each item's latest line (null: units, "un"). */
const unitQuantities = z.object({
  measure_unit_short: z.string().nullable(),
  sold_quantity: z.number(),
  refunded_quantity: z.number(),
  net_quantity: z.number(),
});

// "item" categories are the items' categories (null id: NO_CATEGORY_LABEL, "Sin categoria"); "bookings" are
// booking lines and booking payments taken at reception or online ("Reservas", each one of quantity 1).
// Kilograms and units are never added up: `quantities` has one row per unit, and the category's own
// quantities are null when it holds more than one.
const categoryRow = lineFigures.extend({
  kind: z.enum(["item", "bookings"]),
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  sold_quantity: z.number().nullable(),
  refunded_quantity: z.number().nullable(),
  net_quantity: z.number().nullable(),
  quantities: z.array(unitQuantities),
});

export const REPORT_SORTS = ["amount", "quantity"] as const;

const rankQuery = reportRangeQuery.safeExtend({
  limit: pageQuery(10).shape.limit,
  sort: z.enum(REPORT_SORTS, { error: "El orden debe ser amount o quantity" }).default("amount"),
});

export const getPaidOrdersByCategory = endpoint({
  method: "GET",
  path: orderReport("get_payed_orders_count_report_split_by_items_category"),
  summary:
    "Pedidos pagados en el rango por categoría de ítem (y «Reservas» para las líneas de reserva): pedidos, cantidad y montos, del mayor neto al menor",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({ range: reportRangeSchema, categories: z.array(categoryRow) }),
});

export const getTopCategories = endpoint({
  method: "GET",
  path: report("top_categories"),
  summary:
    "Las categorías que más venden en el rango, por monto neto (sort=amount) o cantidad neta (sort=quantity; las que mezclan unidades, sin cantidad, al final)",
  tag: "report",
  access: "admin",
  querystring: rankQuery,
  response: z.object({ range: reportRangeSchema, categories: z.array(categoryRow) }),
});

export const getTopItems = endpoint({
  method: "GET",
  path: report("top_items"),
  summary:
    "Los ítems que más venden en el rango, por monto neto (sort=amount) o cantidad neta (sort=quantity)",
  tag: "report",
  access: "admin",
  querystring: rankQuery,
  response: z.object({
    range: reportRangeSchema,
    items: z.array(
      lineFigures.extend({
        item_id: z.number().int(),
        // As the latest line of the range named it.
        item_name: z.string(),
        item_bulk: z.boolean(),
        measure_unit_short: z.string().nullable(),
      }),
    ),
  }),
});

export const getSalesByPaymentMethod = endpoint({
  method: "GET",
  path: report("sales_by_payment_method"),
  summary:
    "Ventas del rango por medio de pago (los pagos de cada pedido, el efectivo es lo cobrado, no lo entregado; y los pagos de reservas en recepción y en línea): bruto, devoluciones y neto",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({
    range: reportRangeSchema,
    // The point of sale's methods and Webpay always; the test gateway only when it took money.
    methods: z.array(salesFiguresSchema.extend({ method: z.enum(PAYMENT_METHODS) })),
  }),
});

/** Where the club took the money: the point of sale's orders, bookings paid at reception, or online. */
export const INCOME_SOURCES = ["pos", "reception", "online"] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const getSalesBySource = endpoint({
  method: "GET",
  path: report("sales_by_source"),
  summary:
    "Ingresos del rango por origen: punto de venta (pedidos, con sus líneas de reserva), reservas cobradas en recepción y pagadas en línea; bruto, devoluciones y neto. Suman lo mismo que los demás reportes",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({
    range: reportRangeSchema,
    sources: z.array(salesFiguresSchema.extend({ source: z.enum(INCOME_SOURCES) })),
  }),
});

export const getSalesByHour = endpoint({
  method: "GET",
  path: report("sales_by_hour"),
  summary: "Ventas del rango por hora del día en el reloj del club (0 a 23): bruto, devoluciones y neto",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: z.object({
    range: reportRangeSchema,
    hours: z.array(salesFiguresSchema.extend({ hour: z.number().int() })),
  }),
});
