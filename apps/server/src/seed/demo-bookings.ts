import { randomBytes } from "node:crypto";
import { addDays, firstShowing, isoWeekday, localToday, resolveLocalTime } from "@club/domain";
import { inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { bookingPayments, bookings, courtSchedules } from "../db/schema";
import type { DemoAccounts } from "./demo-accounts";
import type { DemoClubs } from "./demo-clubs";
import { DEMO_PRICES, type DemoCourts } from "./demo-courts";
import type { SeasonGame } from "./demo-season";

const ZONE = "America/Santiago";
const HOUR = 60;
const OPEN = 8 * HOUR;
const CLOSE = 23 * HOUR;
const PAST_DAYS = 30;
const NEXT_DAYS = 14;

const WALK_INS = [
  ["Javiera Contreras", "+56 9 6123 4501"],
  ["Matías Fuentes", "+56 9 7234 5602"],
  ["Constanza Vidal", "+56 9 8345 6703"],
  ["Benjamín Araya", "+56 9 9456 7804"],
  ["Florencia Castro", "+56 9 5567 8905"],
  ["Tomás Espinoza", "+56 9 6678 9006"],
  ["Catalina Reyes", "+56 9 7789 0107"],
  ["Sebastián Morales", "+56 9 8890 1208"],
] as const;
const CANCEL_REASONS = ["Lluvia", "El cliente avisó que no viene", "Cambio de horario"];
const RECEPTION_METHODS = ["debit", "credit", "transfer"] as const;

/** A fixed sequence, so every fresh install shows the same week (Park–Miller). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

type Plan = {
  clubId: number;
  courtId: number;
  date: string;
  start: number;
  minutes: number;
  status: "p0" | "p50" | "p100" | "pr" | "pc" | "pb";
  bookingType: "match" | "class" | "maintenance";
  channel: "online" | "reception";
  userId?: number;
  walkIn?: readonly [string, string];
  cancelReason?: string;
};

const bandAt = (date: string, minute: number) =>
  isoWeekday(date) >= 6 || minute >= 18 * HOUR ? "peak" : "off_peak";
const priceOf = (plan: Plan) =>
  plan.bookingType === "maintenance"
    ? 0
    : (DEMO_PRICES.find((p) => p.band === bandAt(plan.date, plan.start) && p.durationMinutes === plan.minutes)
        ?.price ?? 0);
const at = (date: string, minute: number) => firstShowing(resolveLocalTime(date, minute, ZONE));

/** What the front desk and the players filled one court's day with; `past` days are settled. */
function planCourtDay(next: () => number, base: Pick<Plan, "clubId" | "courtId" | "date">, past: boolean) {
  const plans: Plan[] = [];
  const weekday = isoWeekday(base.date);
  let minute = OPEN;
  while (minute < CLOSE) {
    const minutes = [60, 90, 90, 120][Math.floor(next() * 4)] ?? 90;
    // Evenings and weekends fill up, mornings less; a quiet stretch stays quiet for an hour.
    const busy = minute >= 18 * HOUR || weekday >= 6 ? 0.5 : 0.2;
    if (minute + minutes > CLOSE || next() > busy) {
      minute += HOUR;
      continue;
    }
    const roll = next();
    const walkIn = WALK_INS[Math.floor(next() * WALK_INS.length)];
    const status = past
      ? roll < 0.75
        ? "p100"
        : "p50"
      : roll < 0.35
        ? "p0"
        : roll < 0.6
          ? "pr"
          : roll < 0.8
            ? "p50"
            : "p100";
    const cancelled = next() < 0.07;
    plans.push({
      ...base,
      start: minute,
      minutes,
      status,
      bookingType: "match",
      channel: "reception",
      walkIn,
      ...(cancelled ? { cancelReason: CANCEL_REASONS[Math.floor(next() * CANCEL_REASONS.length)] } : {}),
    });
    // A cancelled booking freed its slot: the next one may start right there.
    minute += cancelled ? 30 : minutes;
  }
  return plans;
}

/**
 * Club Demo Padel's weekly class (Tuesday and Thursday 19:00, Cancha 1), maintenance (Monday 08:00,
 * Cancha 4) and the player's own games come first; walk-ins fill the rest of each court's day around them.
 */
function planClubDay(next: () => number, club: ClubCourts, date: string, past: boolean, own: Plan[]) {
  const weekday = isoWeekday(date);
  const { clubId, courts } = club;
  const fixed: Plan[] = own.filter((plan) => plan.clubId === clubId && plan.date === date);
  const [first, , , fourth] = courts;
  const desk = { clubId, date, channel: "reception" } as const;
  if (first !== undefined && (weekday === 2 || weekday === 4)) {
    const teacher = ["Clase adultos (prof. Ignacio Pérez)", "+56 9 5111 2233"] as const;
    fixed.push({
      ...desk,
      courtId: first,
      start: 19 * HOUR,
      minutes: 90,
      status: "pc",
      bookingType: "class",
      walkIn: teacher,
    });
  }
  if (fourth !== undefined && weekday === 1) {
    const crew = ["Mantención de la cancha", "+56 2 2345 6789"] as const;
    fixed.push({
      ...desk,
      courtId: fourth,
      start: OPEN,
      minutes: 120,
      status: "pb",
      bookingType: "maintenance",
      walkIn: crew,
    });
  }
  const free = (plan: Plan) =>
    !fixed.some(
      (f) =>
        f.courtId === plan.courtId && plan.start < f.start + f.minutes && f.start < plan.start + plan.minutes,
    );
  // Club Demo's outdoor cement court (the fourth) has no walk-ins booked ahead: the front desk keeps it
  // for the day's requests, so the coming days always have a free court to show.
  const open = past ? courts : courts.filter((courtId) => courtId !== fourth);
  return [
    ...fixed,
    ...open.flatMap((courtId) => planCourtDay(next, { clubId, courtId, date }, past).filter(free)),
  ];
}

/** Diego (`jugador`) played three times last month, paid online, and has one game next week, half paid. */
function planPlayer(club: ClubCourts, today: string, userId: number): Plan[] {
  const courtId = club.courts[1] ?? club.courts[0];
  if (courtId === undefined) return [];
  const game = (days: number, status: Plan["status"]): Plan => ({
    clubId: club.clubId,
    courtId,
    date: addDays(today, days),
    start: 20 * HOUR,
    minutes: 90,
    status,
    bookingType: "match",
    channel: "online",
    userId,
  });
  return [game(-21, "p100"), game(-14, "p100"), game(-7, "p100"), game(5, "p50")];
}

/** A game of the season, booked online by its booker: played and paid, or coming and half paid. */
const seasonPlan = (clubId: number, game: SeasonGame, today: string): Plan => ({
  clubId,
  courtId: game.courtId,
  date: game.date,
  start: game.start,
  minutes: 90,
  status: game.date < today ? "p100" : "p50",
  bookingType: "match",
  channel: "online",
  userId: game.booker,
});

type ClubCourts = { clubId: number; courts: number[] };
type Schedule = { id: number; courtId: number; weekday: number; startMinute: number; endMinute: number };

/** The booking row of a plan, with its price band's opening span. */
function toRow(plan: Plan, schedules: Schedule[], createdBy: number, now: Date) {
  const startsAt = at(plan.date, plan.start);
  const weekday = isoWeekday(plan.date);
  const span = schedules.find(
    (s) =>
      s.courtId === plan.courtId &&
      s.weekday === weekday &&
      s.startMinute <= plan.start &&
      plan.start < s.endMinute,
  );
  return {
    clubId: plan.clubId,
    courtId: plan.courtId,
    scheduleId: span?.id ?? null,
    slugToken: randomBytes(12).toString("base64url"),
    userId: plan.userId ?? null,
    walkInName: plan.walkIn?.[0] ?? null,
    walkInPhone: plan.walkIn?.[1] ?? null,
    bookingType: plan.bookingType,
    channel: plan.channel,
    status: plan.status,
    paymentPercentage: plan.status === "p100" ? 100 : plan.status === "p50" ? 50 : 0,
    price: priceOf(plan),
    startsAt,
    endsAt: new Date(startsAt.getTime() + plan.minutes * 60_000),
    durationMinutes: plan.minutes,
    createdBy: plan.channel === "reception" ? createdBy : (plan.userId ?? null),
    // Booked three days ahead, and never later than the seed itself.
    createdAt: new Date(Math.min(startsAt.getTime() - 3 * 24 * 3600_000, now.getTime() - 2 * 3600_000)),
    ...(plan.cancelReason
      ? {
          cancelledAt: new Date(Math.min(startsAt.getTime() - 5 * 3600_000, now.getTime() - 3600_000)),
          cancelledBy: createdBy,
          cancelReason: plan.cancelReason,
        }
      : {}),
  };
}

/**
 * Bookings in every status over the past month and the next two weeks: walk-ins at reception (paid by
 * card or transfer, never cash, which would belong in a register record), the weekly class and
 * maintenance, and the demo player's own online games (paid through the gateway). Club Andes Padel gets
 * the same on its two courts.
 */
export async function seedDemoBookings(
  tx: Tx,
  clubs: DemoClubs,
  courts: DemoCourts,
  accounts: DemoAccounts,
  now: Date,
  season: readonly SeasonGame[],
) {
  const today = localToday(now, ZONE);
  const clubCourts: ClubCourts[] = [
    { clubId: clubs.demo.id, courts: courts.demo },
    { clubId: clubs.andes.id, courts: courts.andes },
  ];
  const own = [
    ...planPlayer(clubCourts[0] as ClubCourts, today, accounts.jugador.id),
    ...season.map((game) => seasonPlan(clubs.demo.id, game, today)),
  ];
  const next = sequence(20_261_123);
  const plans = clubCourts.flatMap((club) =>
    Array.from({ length: PAST_DAYS + NEXT_DAYS + 1 }, (_, i) => addDays(today, i - PAST_DAYS)).flatMap(
      (date) => planClubDay(next, club, date, date < today, own),
    ),
  );
  const schedules = await tx
    .select()
    .from(courtSchedules)
    .where(inArray(courtSchedules.clubId, [clubs.demo.id, clubs.andes.id]));
  const staff = (plan: Plan) => (plan.clubId === clubs.demo.id ? accounts.admin.id : accounts.admin2.id);
  const rows = await tx
    .insert(bookings)
    .values(plans.map((plan) => toRow(plan, schedules, staff(plan), now)))
    .returning({
      id: bookings.id,
      clubId: bookings.clubId,
      courtId: bookings.courtId,
      startsAt: bookings.startsAt,
      price: bookings.price,
      percentage: bookings.paymentPercentage,
      channel: bookings.channel,
      createdAt: bookings.createdAt,
      createdBy: bookings.createdBy,
    });
  const paid = rows.filter((row) => row.percentage > 0);
  if (paid.length > 0) await insertPayments(tx, paid);
  return rows;
}

async function insertPayments(
  tx: Tx,
  paid: {
    id: number;
    clubId: number;
    price: number;
    percentage: number;
    channel: string;
    createdAt: Date;
    createdBy: number | null;
  }[],
) {
  await tx.insert(bookingPayments).values(
    paid.map((row, i) => {
      const online = row.channel === "online";
      return {
        clubId: row.clubId,
        bookingId: row.id,
        channel: row.channel,
        method: online ? "webpay" : (RECEPTION_METHODS[i % RECEPTION_METHODS.length] ?? "debit"),
        percentage: row.percentage,
        amount: Math.ceil((row.price * row.percentage) / 100),
        status: "paid",
        ...(online
          ? { gatewayToken: `demo-${randomBytes(12).toString("hex")}`, authorizationCode: String(100000 + i) }
          : {}),
        createdBy: row.createdBy,
        createdAt: row.createdAt,
        settledAt: row.createdAt,
      };
    }),
  );
}
