import { randomUUID } from "node:crypto";
import {
  addDays,
  BOOKING_PAYMENT_PERCENTAGES,
  firstShowing,
  itemLineAmount,
  localToday,
  quantityToDecimal,
  registerBalances,
  resolveLocalTime,
} from "@club/domain";
import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookings, cashRegisterRecords, cashRegisters, items, orders, stockMovements } from "../db/schema";
import { recordTakings, storeClosing } from "../modules/cash-registers/record-takings.repository";
import { cancelOrder } from "../modules/orders/order-cancel.service";
import { createOrder } from "../modules/orders/order-create.service";
import { applyStockMovement } from "../modules/stock/stock.service";

const ZONE = "America/Santiago";
const HISTORY_DAYS = 90;
const OPENING_CASH = 30_000;

/** A fixed sequence, so every fresh install shows the same history (Park–Miller). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const at = (date: string, minute: number) => firstShowing(resolveLocalTime(date, minute, ZONE));

type Shelf = { id: number; bulk: boolean; stock: number; critical: number; initial: number };
type Payment = { method: "cash" | "debit" | "credit" | "transfer"; amount: number };

/**
 * How a sale of `amount` is paid: mostly cash (with a round bill and change) or a card, some by transfer,
 * a few split between cash and debit.
 */
function payments(next: () => number, amount: number): { payments: Payment[]; cashReceived?: number } {
  const roll = next();
  if (roll < 0.4) {
    const bill = [1_000, 2_000, 5_000, 10_000, 20_000].find((b) => b >= amount && next() < 0.7);
    return { payments: [{ method: "cash", amount }], cashReceived: bill ?? amount };
  }
  if (roll < 0.7) return { payments: [{ method: "debit", amount }] };
  if (roll < 0.85) return { payments: [{ method: "credit", amount }] };
  if (roll < 0.95 || amount < 2_000) return { payments: [{ method: "transfer", amount }] };
  const cash = Math.floor(amount / 2_000) * 1_000;
  return {
    payments: [
      { method: "cash", amount: cash },
      { method: "debit", amount: amount - cash },
    ],
  };
}

/**
 * The shelves before the history: items sold by unit that are not already short (the ones at their
 * critical level stay as the inventory seed left them), and the bulk ones.
 */
async function loadShelves(db: Db, clubId: number): Promise<Shelf[]> {
  const rows = await db
    .select({ id: items.id, bulk: items.bulk, stock: items.stock, critical: items.criticalStock })
    .from(items)
    .where(and(eq(items.clubId, clubId), isNull(items.deletedAt)));
  return rows
    .map((r) => ({ ...r, stock: Number(r.stock), critical: Number(r.critical), initial: Number(r.stock) }))
    .filter((r) => r.stock > r.critical);
}

/**
 * Restocks an item before a sale would take it to its critical level, as a club does with the weekly
 * order: the history raises no stock alerts and never runs out.
 */
async function keepStocked(ctx: Ctx, shelf: Shelf, quantity: number, when: Date) {
  if (shelf.stock - quantity > shelf.critical) return;
  await restock(ctx, shelf, Math.max(shelf.initial, shelf.critical * 2) - shelf.stock + quantity, when);
}

/** The weekly order's movement (or a count's, which sets the stock), at the time it came. */
async function restock(
  ctx: Ctx,
  shelf: Shelf,
  quantity: number,
  when: Date,
  reason: "restock" | "count" = "restock",
) {
  await ctx.db.transaction(async (tx) => {
    const { movementId } = await applyStockMovement(tx, {
      clubId: ctx.clubId,
      itemId: shelf.id,
      quantity: quantityToDecimal(quantity),
      reason,
      note: reason === "restock" ? "Pedido semanal" : null,
      userId: ctx.userId,
    });
    await tx.update(stockMovements).set({ createdAt: when }).where(eq(stockMovements.id, movementId));
  });
  shelf.stock = reason === "count" ? quantity : shelf.stock + quantity;
}

/** One to three lines: a unit item once to three times, or a bulk one by a quarter or a half. */
function basket(next: () => number, shelves: Shelf[]) {
  const lines = new Map<number, number>();
  const count = 1 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) {
    const shelf = shelves[Math.floor(next() * shelves.length)];
    if (!shelf || lines.has(shelf.id)) continue;
    lines.set(shelf.id, shelf.bulk ? (next() < 0.5 ? 0.25 : 0.5) : 1 + Math.floor(next() * 2));
  }
  return [...lines].map(([itemId, quantity]) => ({ itemId, quantity }));
}

type Day = { date: string; recordId: number };
type Ctx = { db: Db; clubId: number; userId: number; next: () => number; shelves: Shelf[] };

async function sell(ctx: Ctx, day: Day, minute: number, extra: { booking: number; owed: number } | null) {
  const lines = basket(ctx.next, ctx.shelves);
  let amount = extra?.owed ?? 0;
  for (const line of lines) {
    const shelf = ctx.shelves.find((s) => s.id === line.itemId) as Shelf;
    await keepStocked(ctx, shelf, line.quantity, at(day.date, minute - 30));
    shelf.stock -= line.quantity;
  }
  const priced = await ctx.db
    .select({ id: items.id, price: items.sellPrice })
    .from(items)
    .where(inArray(items.id, lines.length > 0 ? lines.map((l) => l.itemId) : [0]));
  for (const line of lines) {
    amount += itemLineAmount(priced.find((p) => p.id === line.itemId)?.price ?? 0, line.quantity);
  }
  const paid = payments(ctx.next, amount);
  const bookingLines = extra ? [{ bookingId: extra.booking, percentage: 100 as const }] : [];
  return createOrder(ctx.db, {
    clubId: ctx.clubId,
    staffId: ctx.userId,
    key: randomUUID(),
    request: { seed: day.date, minute },
    status: "paid",
    source: extra ? "reception" : "pos",
    items: lines,
    bookings: bookingLines,
    payments: paid.payments,
    ...(paid.cashReceived ? { cashReceived: paid.cashReceived } : {}),
    now: at(day.date, minute),
  });
}

/** The bookings of a day paid half online, whose other half the counter takes at the game. */
async function halfPaidBookings(db: Db, clubId: number, date: string) {
  return db
    .select({ id: bookings.id, price: bookings.price, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.clubId, clubId),
        eq(bookings.status, "p50"),
        isNull(bookings.cancelledAt),
        gte(bookings.startsAt, at(date, 0)),
        lt(bookings.startsAt, at(addDays(date, 1), 0)),
      ),
    );
}

/** Closes the day's session at 22:30 with the cash counted (a few days short or over). */
async function closeDay(ctx: Ctx, day: Day) {
  const closedAt = at(day.date, 22 * 60 + 30);
  const diffs = [0, 0, 0, 0, 0, -2_000, 1_000, -500];
  const diff = diffs[Math.floor(ctx.next() * diffs.length)] ?? 0;
  await ctx.db.transaction(async (tx) => {
    // The period ends at the closing, so the online payments of the session are the day's.
    const takings = await recordTakings(tx, day.recordId, closedAt);
    const expected = registerBalances(OPENING_CASH, takings, null).expectedCash;
    const counted = expected + diff;
    await storeClosing(tx, day.recordId, {
      closedAt,
      closeAmount: counted,
      balances: registerBalances(OPENING_CASH, takings, counted),
    });
  });
}

/** One day at the counter: the register opens at 09:00, sales through the day, a cancellation now and then. */
async function seedDay(ctx: Ctx, registerId: number, date: string) {
  const [record] = await ctx.db
    .insert(cashRegisterRecords)
    .values({
      clubId: ctx.clubId,
      cashRegisterId: registerId,
      userId: ctx.userId,
      openAmount: OPENING_CASH,
      openedAt: at(date, 9 * 60),
    })
    .returning({ id: cashRegisterRecords.id });
  if (!record) throw new Error("demo record not created");
  const day = { date, recordId: record.id };
  const halves = await halfPaidBookings(ctx.db, ctx.clubId, date);
  const sales = 2 + Math.floor(ctx.next() * 3);
  for (let i = 0; i < sales; i++) {
    const minute = 10 * 60 + Math.floor(((i + ctx.next()) / sales) * 12 * 60);
    const half = halves.shift();
    const owed = half ? half.price - Math.ceil((half.price * BOOKING_PAYMENT_PERCENTAGES[0]) / 100) : 0;
    const sale = await sell(ctx, day, minute, half ? { booking: half.id, owed } : null);
    // About one sale in fifteen is cancelled a little later (a mistake, a return): stock back, refund.
    if (ctx.next() < 1 / 15) {
      await cancelOrder(ctx.db, {
        clubId: ctx.clubId,
        id: sale.id,
        staffId: ctx.userId,
        now: at(date, minute + 5),
      });
    }
  }
  await closeDay(ctx, day);
}

/** Pending orders left open today: a tab at the bar and a game to charge at the end. */
async function seedPending(ctx: Ctx, now: Date) {
  const today = localToday(now, ZONE);
  const [booking] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.clubId, ctx.clubId),
        eq(bookings.status, "p0"),
        eq(bookings.channel, "reception"),
        isNull(bookings.cancelledAt),
        gte(bookings.startsAt, at(today, 0)),
        lt(bookings.startsAt, at(addDays(today, 1), 0)),
      ),
    )
    .limit(1);
  const tabs = [
    { items: basket(ctx.next, ctx.shelves), bookings: [] },
    { items: basket(ctx.next, ctx.shelves), bookings: [] },
    {
      items: basket(ctx.next, ctx.shelves),
      bookings: booking ? [{ bookingId: booking.id, percentage: 100 as const }] : [],
    },
  ];
  for (const [i, tab] of tabs.entries()) {
    await createOrder(ctx.db, {
      clubId: ctx.clubId,
      staffId: ctx.userId,
      key: randomUUID(),
      request: { pending: i },
      status: "pending",
      source: tab.bookings.length > 0 ? "reception" : "pos",
      items: tab.items,
      bookings: tab.bookings,
      payments: [],
      now: new Date(now.getTime() - (90 - i * 30) * 60_000),
    });
  }
}

/**
 * Months of the demo club's counter: a register session a day on Caja 1 with its sales (items and the
 * other half of games paid half online; every method, cash with change, some split), a few cancellations
 * and closings with and without a difference, then three pending orders today. Sales go through the
 * orders service, so stock, bookings and balances follow the same rules as the real ones; the shelves
 * are restocked before they run short and, at the end, brought back to what the inventory seed left,
 * and the ledger's movements get the times of their sales.
 */
export async function seedDemoSales(db: Db, input: { clubId: number; userId: number; now: Date }) {
  const [register] = await db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(and(eq(cashRegisters.clubId, input.clubId), eq(cashRegisters.name, "Caja 1")));
  if (!register) throw new Error("demo register Caja 1 missing");
  const ctx: Ctx = { db, ...input, next: sequence(20_261_124), shelves: await loadShelves(db, input.clubId) };
  const today = localToday(input.now, ZONE);
  for (let back = HISTORY_DAYS; back >= 1; back--) await seedDay(ctx, register.id, addDays(today, -back));
  await seedPending(ctx, input.now);
  // Yesterday's closing count leaves the inventory seed's stock (the screens and their tests start there).
  const counted = at(addDays(today, -1), 23 * 60);
  for (const shelf of ctx.shelves) {
    if (shelf.stock !== shelf.initial) await restock(ctx, shelf, shelf.initial, counted, "count");
  }
  // The ledger wrote its movements now; a sale's and its cancellation's happened with the order.
  for (const [reason, time] of [
    ["sale", orders.paidAt],
    ["cancellation", orders.cancelledAt],
  ] as const) {
    await db.execute(sql`
      update ${stockMovements} set created_at = ${time}
      from ${orders}
      where ${stockMovements.orderId} = ${orders.id} and ${orders.clubId} = ${input.clubId}
        and ${stockMovements.reason} = ${reason}`);
  }
}
